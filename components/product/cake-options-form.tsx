'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import type { CakeOptionsView } from '@/lib/domain/catalogue-types';
import { minPoundFor, poundChoices } from '@/lib/domain/cake-price';
import { formatNpr } from '@/lib/domain/money';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';
import { useCakePrice, type CakePriceAnswer, type CakeSelectionState } from '@/lib/api/hooks/use-cake-price';
import { uploadFile } from '@/lib/api/hooks/use-uploads';
import { UPLOAD_MESSAGES } from '@/lib/validation/upload';
import { AddToCartButtons, cartOptionsOf } from './add-to-cart-buttons';
import { CakePhotoField } from './cake-photo-field';

type CakeOptionsFormProps = {
  productId: number;
  /** The cake's name, for the cart's confirmation; with it the form ends with Add to cart and Buy now. */
  name?: string;
  cake: CakeOptionsView;
  /** The server-rendered price at the default options (so the first paint needs no request). */
  initialPrice: CakePriceAnswer;
  /** Milliseconds to wait after the last change before asking the server (tests pass 0). */
  debounceMs?: number;
};

function defaultSelection(cake: CakeOptionsView): CakeSelectionState {
  return {
    pound: cake.defaults.pound,
    tier: cake.defaults.tier,
    height: cake.defaults.height,
    flavorId: cake.defaults.flavorId,
    icingType: cake.defaults.icingType,
    eggless: false,
    lessCream: false,
  };
}

/** Every weight on the cake's step from its minimum to its maximum: 1, 1.5, 2 … */
const perPound = (paisa: number) => (paisa > 0 ? ` (+${formatNpr(paisa)}/lb)` : '');
const selectClass =
  'mt-1 block w-full rounded-xl border border-cocoa-300 bg-white px-3 py-2 text-sm text-cocoa-900 aria-[invalid=true]:border-brand-700';

function Field({
  label,
  htmlFor,
  error,
  errorId,
  children,
}: {
  label: string;
  htmlFor: string;
  error: string | null;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="text-sm font-semibold text-cocoa-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-brand-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The cake configurator (SPEC §3 "Product price query"): pound, tier, height, flavour, icing, eggless, less cream
 * and the message on the cake. The price comes from the server (calculate-product-price) and any refusal is shown
 * beside the field it concerns.
 */
export function CakeOptionsForm({ productId, name, cake, initialPrice, debounceMs }: CakeOptionsFormProps) {
  const id = useId();
  const initial = defaultSelection(cake);
  const [selection, setSelection] = useState<CakeSelectionState>(initial);
  const [message, setMessage] = useState('');
  // A photo cake's picture: the chosen file, and its upload id once sent (so Add to cart then Buy now sends it once).
  const [photo, setPhoto] = useState<{ file: File | null; uploadedId: string | null; error: string | null }>({
    file: null,
    uploadedId: null,
    error: null,
  });
  const photoInput = useRef<HTMLInputElement>(null);
  const { price, refusal, pending } = useCakePrice(productId, selection, {
    initial: { selection: initial, price: initialPrice },
    ...(debounceMs !== undefined ? { debounceMs } : {}),
  });

  const update = (patch: Partial<CakeSelectionState>) => setSelection((s) => ({ ...s, ...patch }));
  const errorFor = (field: string) => (refusal && refusal.field === field ? refusal.message : null);
  const knownFields = ['pound', 'tier', 'height', 'flavorId', 'icingType', 'eggless', 'lessCream'];
  const generalError = refusal && (!refusal.field || !knownFields.includes(refusal.field)) ? refusal.message : null;
  const tierMin = minPoundFor(cake, selection.tier);
  const fid = (name: string) => `${id}-${name}`;
  const invalid = (field: string) => (errorFor(field) ? true : undefined);
  const describedBy = (field: string) => (errorFor(field) ? `${fid(field)}-error` : undefined);

  /** The options to add: for a photo cake the photo is required, and uploaded first (once per chosen file). */
  const resolveOptions = async () => {
    if (!cake.isPhotoCake) return cartOptionsOf(selection, message);
    const { file, uploadedId } = photo;
    if (!file) {
      setPhoto((p) => ({ ...p, error: p.error ?? UPLOAD_MESSAGES.required }));
      photoInput.current?.focus();
      return null;
    }
    let id = uploadedId;
    if (!id) {
      try {
        id = (await uploadFile(file, 'photo-cake')).id;
        const sent = id;
        setPhoto((p) => (p.file === file ? { ...p, uploadedId: sent, error: null } : p));
      } catch (failure) {
        const problem = apiFieldErrors(failure).file ?? apiErrorMessage(failure, 'We could not upload your photo. Please try again.');
        setPhoto((p) => ({ ...p, error: problem }));
        photoInput.current?.focus();
        return null;
      }
    }
    return cartOptionsOf(selection, message, id);
  };

  return (
    <form className="space-y-4" onSubmit={(e) => e.preventDefault()} aria-label="Choose your cake">
      <div className="rounded-2xl bg-cocoa-50 p-4" aria-live="polite">
        <p className="text-sm font-medium text-gray-700">Price for your cake</p>
        <p data-testid="product-price" className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
          {price ? (
            <>
              <span className="text-2xl font-bold text-cocoa-900">{formatNpr(price.productPrice)}</span>
              {price.listPrice > price.productPrice ? (
                <s className="text-base text-gray-600">
                  <span className="sr-only">was </span>
                  {formatNpr(price.listPrice)}
                </s>
              ) : null}
            </>
          ) : (
            <span className="text-2xl font-bold text-gray-600">—</span>
          )}
          {pending ? <span className="text-xs text-gray-600">Updating…</span> : null}
        </p>
        {generalError ? (
          <p role="alert" className="mt-1 text-sm font-medium text-brand-800">
            {generalError}
          </p>
        ) : null}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {cake.tiers.length > 1 ? (
          <Field label="Tiers" htmlFor={fid('tier')} error={errorFor('tier')} errorId={`${fid('tier')}-error`}>
            <select
              id={fid('tier')}
              className={selectClass}
              value={selection.tier}
              aria-invalid={invalid('tier')}
              aria-describedby={describedBy('tier')}
              onChange={(e) => {
                const tier = Number(e.target.value);
                const min = minPoundFor(cake, tier);
                update({ tier, pound: Math.max(selection.pound, min) });
              }}
            >
              {cake.tiers.map((t) => (
                <option key={t.tiers} value={t.tiers}>
                  {t.tiers === 1 ? '1 tier' : `${t.tiers} tiers (from ${t.minPound} lb)`}
                </option>
              ))}
            </select>
          </Field>
        ) : null}

        <Field label="Size (pounds)" htmlFor={fid('pound')} error={errorFor('pound')} errorId={`${fid('pound')}-error`}>
          <select
            id={fid('pound')}
            className={selectClass}
            value={String(selection.pound)}
            aria-invalid={invalid('pound')}
            aria-describedby={describedBy('pound')}
            onChange={(e) => update({ pound: Number(e.target.value) })}
          >
            {poundChoices(cake).map((pound) => (
              <option key={pound} value={String(pound)} disabled={pound < tierMin - 1e-9}>
                {pound} lb
              </option>
            ))}
          </select>
        </Field>

        {cake.flavours.length > 0 ? (
          <Field label="Flavour" htmlFor={fid('flavorId')} error={errorFor('flavorId')} errorId={`${fid('flavorId')}-error`}>
            <select
              id={fid('flavorId')}
              className={selectClass}
              value={selection.flavorId ?? ''}
              aria-invalid={invalid('flavorId')}
              aria-describedby={describedBy('flavorId')}
              onChange={(e) => update({ flavorId: Number(e.target.value) })}
            >
              {cake.flavours.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                  {perPound(f.extraPerPound)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}

        {cake.icingTypes.length > 1 ? (
          <Field label="Icing" htmlFor={fid('icingType')} error={errorFor('icingType')} errorId={`${fid('icingType')}-error`}>
            <select
              id={fid('icingType')}
              className={selectClass}
              value={selection.icingType ?? ''}
              aria-invalid={invalid('icingType')}
              aria-describedby={describedBy('icingType')}
              onChange={(e) => update({ icingType: e.target.value })}
            >
              {cake.icingTypes.map((i) => (
                <option key={i.code} value={i.code}>
                  {i.name}
                  {perPound(i.extraPerPound)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}

        {cake.heights.length > 1 ? (
          <Field label="Height" htmlFor={fid('height')} error={errorFor('height')} errorId={`${fid('height')}-error`}>
            <select
              id={fid('height')}
              className={selectClass}
              value={selection.height ?? ''}
              aria-invalid={invalid('height')}
              aria-describedby={describedBy('height')}
              onChange={(e) => update({ height: e.target.value })}
            >
              {cake.heights.map((h) => (
                <option key={h.code} value={h.code}>
                  {h.label}
                  {perPound(h.surchargePerPound)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </div>

      {cake.egglessAvailable || cake.lessCreamAvailable ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-cocoa-900">Preferences</legend>
          {cake.egglessAvailable ? (
            <div>
              <label className="flex min-h-8 items-center gap-2 text-sm text-cocoa-900">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={selection.eggless}
                  aria-invalid={invalid('eggless')}
                  aria-describedby={describedBy('eggless')}
                  onChange={(e) => update({ eggless: e.target.checked })}
                />
                Eggless{cake.egglessPerPound ? ` (+${formatNpr(cake.egglessPerPound)}/lb)` : ''}
              </label>
              {errorFor('eggless') ? (
                <p id={`${fid('eggless')}-error`} role="alert" className="text-sm font-medium text-brand-800">
                  {errorFor('eggless')}
                </p>
              ) : null}
            </div>
          ) : null}
          {cake.lessCreamAvailable ? (
            <div>
              <label className="flex min-h-8 items-center gap-2 text-sm text-cocoa-900">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={selection.lessCream}
                  aria-invalid={invalid('lessCream')}
                  aria-describedby={describedBy('lessCream')}
                  onChange={(e) => update({ lessCream: e.target.checked })}
                />
                Less cream (same price)
              </label>
              {errorFor('lessCream') ? (
                <p id={`${fid('lessCream')}-error`} role="alert" className="text-sm font-medium text-brand-800">
                  {errorFor('lessCream')}
                </p>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ) : null}

      {cake.allowsMessage ? (
        <div>
          <label htmlFor={fid('message')} className="text-sm font-semibold text-cocoa-900">
            Message on cake <span className="font-normal text-gray-700">(optional)</span>
          </label>
          <input
            id={fid('message')}
            type="text"
            maxLength={cake.maxMessageLength}
            value={message}
            onChange={(e) => setMessage(e.target.value.slice(0, cake.maxMessageLength))}
            placeholder="Happy Birthday Aama!"
            aria-describedby={`${fid('message')}-count`}
            className="mt-1 block w-full rounded-xl border border-cocoa-300 px-3 py-2 text-sm text-cocoa-900"
          />
          <p id={`${fid('message')}-count`} className="mt-1 text-xs text-gray-700">
            {message.length}/{cake.maxMessageLength} characters
          </p>
        </div>
      ) : null}

      {cake.isPhotoCake ? (
        <CakePhotoField
          ref={photoInput}
          file={photo.file}
          error={photo.error}
          onChange={(file, error) => setPhoto({ file, uploadedId: null, error })}
        />
      ) : null}

      {name ? (
        <AddToCartButtons
          productId={productId}
          name={name}
          options={cartOptionsOf(selection, message)}
          resolveOptions={resolveOptions}
          disabled={pending || refusal !== null}
        />
      ) : null}
    </form>
  );
}
