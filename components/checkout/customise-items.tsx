'use client';

import { useQuery, useQueryClient } from '@/lib/api/react-query';
import { useEffect, useId, useState } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { inputClass } from '@/components/account/text-field';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';
import type { CartLine } from '@/lib/domain/cart-types';
import { isFreeLine, type CartOrderLine } from '@/lib/domain/order-lines';
import { formatNpr } from '@/lib/domain/money';
import { MESSAGE_INPUT_MAX } from '@/lib/validation/cart-item';
import { useCheckoutStore } from '@/stores/checkout-store';
import { saveCustomisation } from './customise-calls';

const money = (paisa: number) => formatNpr(paisa, { compact: false });

type MessageRule = { allowsMessage: boolean; maxMessageLength: number };

/**
 * Whether this cake takes a message and how long, from its product page data (public and cached): the same rule
 * add-to-cart and update-cart-item apply. Only asked for cakes, once the editor opens.
 */
function useMessageRule(line: CartLine) {
  return useQuery({
    queryKey: ['cake-message-rule', line.productId],
    queryFn: async (): Promise<MessageRule | null> => {
      const response = await api.get<{ data: { product: { cake: MessageRule | null } } }>(endpoints.product(line.productId));
      const cake = response.data.data.product.cake;
      return cake ? { allowsMessage: cake.allowsMessage, maxMessageLength: cake.maxMessageLength } : null;
    },
    enabled: line.productDetails.isCake,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}

/**
 * Checkout's customisation and quantity (SPEC §3 processCart: customization, cakePrice, productQuantity): each line
 * can be opened to change the message on the cake and how many. Saved through the cart API; the quote above is
 * then asked for again, so the totals stay the server's.
 */
export function CustomiseItems({ lines, others = [] }: { lines: readonly CartLine[]; others?: readonly CartOrderLine[] }) {
  const open = useCheckoutStore((s) => s.customization);
  const startCustomising = useCheckoutStore((s) => s.startCustomising);
  const anyCake = lines.some((line) => line.productDetails.isCake);
  // The open line may leave the cart (joined to its twin, removed in another tab): close the editor then.
  const openGone = open !== null && !lines.some((line) => line.cartItemId === open.cartItemId);
  useEffect(() => {
    if (openGone) useCheckoutStore.getState().stopCustomising();
  }, [openGone]);
  return (
    <section aria-labelledby="customise-heading" className="space-y-2">
      <h3 id="customise-heading" className="text-sm font-semibold text-cocoa-900">
        {anyCake ? 'Your cake and items' : 'Your items'}
      </h3>
      <ul className="divide-y divide-cocoa-100 rounded-xl border border-cocoa-100">
        {lines.map((line) => (
          <li key={line.cartItemId} className="p-3" data-testid="customise-line">
            {open?.cartItemId === line.cartItemId ? (
              <LineEditor line={line} />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="min-w-0 text-sm text-gray-800">
                  <span className="font-semibold text-cocoa-900">
                    {line.name} × {line.quantity}
                  </span>
                  {line.optionsSummary.length ? <span className="block text-xs text-gray-700">{line.optionsSummary.join(' · ')}</span> : null}
                  <span className="block font-medium text-cocoa-900">{money(line.lineTotal)}</span>
                </p>
                <Button size="sm" variant="secondary" onClick={() => startCustomising(line)} disabled={open !== null || !line.available} aria-label={`Customise ${line.name}`}>
                  Customise
                </Button>
              </div>
            )}
          </li>
        ))}
        {/* The rest of the order's one list: add-ons, and what comes free (a gift earned, a prize's item) at रू 0. */}
        {others.map((line) => (
          <li key={line.key} className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm text-gray-800" data-testid="review-line">
            <p className="min-w-0">
              <span className="font-semibold text-cocoa-900">
                {line.name} × {line.quantity}
              </span>
              {isFreeLine(line) ? <span className="block text-xs font-medium text-leaf-700">Comes free{line.note ? `: ${line.note}` : ''}</span> : null}
            </p>
            <span className="shrink-0 font-medium text-cocoa-900">{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LineEditor({ line }: { line: CartLine }) {
  const id = useId();
  const client = useQueryClient();
  const draft = useCheckoutStore((s) => s.customization);
  const quantity = useCheckoutStore((s) => s.productQuantity);
  const unitPrice = useCheckoutStore((s) => s.cakePrice);
  const { setCustomMessage, setProductQuantity, stopCustomising } = useCheckoutStore.getState();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [messageError, setMessageError] = useState<string | null>(null);
  const rule = useMessageRule(line);
  // Without the rule (it could not be read) the field is still offered: the server checks the message anyway.
  const withMessage = line.productDetails.isCake && (rule.isError || rule.data?.allowsMessage === true);
  const limit = rule.data?.allowsMessage ? rule.data.maxMessageLength : MESSAGE_INPUT_MAX;
  const typed = draft?.message ?? '';

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    setError(null);
    setMessageError(null);
    try {
      const changed = await saveCustomisation(line, { quantity, message: withMessage ? draft.message : null });
      stopCustomising();
      if (changed) await client.invalidateQueries({ queryKey: ['checkout-quote'] });
    } catch (failure) {
      const fields = apiFieldErrors(failure);
      if (fields.message) setMessageError(fields.message);
      else setError(apiErrorMessage(failure, 'We could not save your changes. Please try again.'));
      // A quantity saved before the message was refused is already in the cart: the totals follow it.
      void client.invalidateQueries({ queryKey: ['checkout-quote'] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div role="group" aria-label={`Customise ${line.name}`} className="space-y-3">
      <p className="text-sm font-semibold text-cocoa-900">
        {line.name} <span className="font-normal text-gray-700">· {money(unitPrice)} each</span>
      </p>
      {withMessage ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-message`} className="text-sm font-medium text-cocoa-900">
            Message on the cake <span className="font-normal text-gray-700">(leave empty for none)</span>
          </label>
          <input
            id={`${id}-message`}
            className={`${inputClass} ${messageError ? 'border-brand-600' : 'border-cocoa-200'}`}
            value={typed}
            maxLength={limit}
            onChange={(e) => setCustomMessage(e.target.value)}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${id}-message-error` : rule.data ? `${id}-message-count` : undefined}
          />
          {!messageError && rule.data ? (
            <p id={`${id}-message-count`} className="text-xs text-gray-700">
              {typed.length}/{limit} characters
            </p>
          ) : null}
          {messageError ? (
            <p id={`${id}-message-error`} className="text-sm text-brand-700">
              {messageError}
            </p>
          ) : null}
        </div>
      ) : line.productDetails.isCake && rule.isPending ? (
        <p className="text-sm text-gray-700" role="status">
          Checking what can be written on this cake…
        </p>
      ) : line.productDetails.isCake ? (
        <p className="text-sm text-gray-700">This cake does not carry a message.</p>
      ) : null}
      <div className="flex items-center gap-3 text-sm text-cocoa-900">
        <span className="font-medium">Quantity</span>
        <QuantityStepper value={quantity} max={line.maxQuantity} label={line.name} disabled={saving} onChange={setProductQuantity} />
      </div>
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void save()} disabled={saving || (line.productDetails.isCake && rule.isPending)}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
        <Button size="sm" variant="ghost" onClick={stopCustomising} disabled={saving}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
