'use client';

import { useId } from 'react';
import type { CakePriceAnswer } from '@/lib/api/hooks/use-cake-price';
import { minPoundFor, poundChoices } from '@/lib/domain/cake-price';
import type { CakeOptionsView } from '@/lib/domain/catalogue-types';
import { formatNpr } from '@/lib/domain/money';
import { AddToCartButtons } from './add-to-cart-buttons';
import { CakeChoice, CakeFacts } from './cake-choice';
import { CakePhotoField } from './cake-photo-field';
import { CakeSelectionProvider, useCakeSelection } from './cake-selection';
import { usePurchase } from './purchase';

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

const perPound = (paisa: number) => (paisa > 0 ? ` (+${formatNpr(paisa)}/lb)` : '');
const KNOWN_FIELDS = ['pound', 'tier', 'height', 'flavorId', 'icingType', 'eggless', 'lessCream'];

/**
 * The cake configurator (SPEC §3 "Product price query"): pound, tier, height, flavour, icing, eggless, less cream
 * and the message on the cake. The price comes from the server (calculate-product-price) and any refusal is shown
 * beside the field it concerns. An option the cake comes in only one way is stated, not offered as a select. On a
 * product page the choices live in the page's CakeSelectionProvider (the picture follows them); alone, the form
 * keeps its own.
 */
export function CakeOptionsForm(props: CakeOptionsFormProps) {
  const chosen = useCakeSelection();
  const priceBlock = usePurchase()?.priceBlock;
  const id = useId();
  if (!chosen) {
    const { productId, cake, initialPrice, debounceMs } = props;
    return (
      <CakeSelectionProvider productId={productId} cake={cake} initialPrice={initialPrice} {...(debounceMs !== undefined ? { debounceMs } : {})}>
        <CakeOptionsForm {...props} />
      </CakeSelectionProvider>
    );
  }
  const { name, productId } = props;
  const { cake, selection, update, message, setMessage, photo, setPhoto, photoInput, price, refusal, pending } = chosen;
  const errorFor = (field: string) => (refusal && refusal.field === field ? refusal.message : null);
  const generalError = refusal && (!refusal.field || !KNOWN_FIELDS.includes(refusal.field)) ? refusal.message : null;
  const tierMin = minPoundFor(cake, selection.tier);
  const fid = (field: string) => `${id}-${field}`;
  const pounds = poundChoices(cake);
  const flavour = cake.flavours.find((f) => f.id === selection.flavorId);
  const icing = cake.icingTypes.find((i) => i.code === selection.icingType);
  const height = cake.heights.find((h) => h.code === selection.height);
  const facts = [
    ...(pounds.length === 1 ? [{ label: 'Size', value: `${pounds[0]} lb` }] : []),
    ...(cake.flavours.length === 1 && flavour ? [{ label: 'Flavour', value: flavour.name }] : []),
    ...(cake.icingTypes.length === 1 && icing ? [{ label: 'Icing', value: icing.name }] : []),
    ...(cake.heights.length === 1 && height ? [{ label: 'Height', value: height.label }] : []),
  ];

  return (
    // A field brought into view by the keyboard's Next or by focus lands clear of the sticky header above and of the
    // phone's sticky bar and tab bar below (about 8 rem together), not under them.
    <form
      className="space-y-4 [&_:is(input,select,textarea)]:scroll-mb-36 [&_:is(input,select,textarea)]:scroll-mt-32"
      onSubmit={(e) => e.preventDefault()}
      aria-label="Choose your cake"
    >
      <div className="rounded-2xl bg-cocoa-50 p-4" aria-live="polite" ref={priceBlock}>
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

      <CakeFacts facts={facts} />

      <div className="grid gap-4 sm:grid-cols-2">
        {cake.tiers.length > 1 ? (
          <CakeChoice
            id={fid('tier')}
            label="Tiers"
            value={String(selection.tier)}
            error={errorFor('tier')}
            choices={cake.tiers.map((t) => ({ value: String(t.tiers), label: t.tiers === 1 ? '1 tier' : `${t.tiers} tiers (from ${t.minPound} lb)` }))}
            onChange={(value) => {
              const tier = Number(value);
              update({ tier, pound: Math.max(selection.pound, minPoundFor(cake, tier)) });
            }}
          />
        ) : null}

        {pounds.length > 1 ? (
          <CakeChoice
            id={fid('pound')}
            label="Size (pounds)"
            value={String(selection.pound)}
            error={errorFor('pound')}
            choices={pounds.map((pound) => ({ value: String(pound), label: `${pound} lb`, disabled: pound < tierMin - 1e-9 }))}
            onChange={(value) => update({ pound: Number(value) })}
          />
        ) : null}

        {cake.flavours.length > 1 ? (
          <CakeChoice
            id={fid('flavorId')}
            label="Flavour"
            value={String(selection.flavorId ?? '')}
            error={errorFor('flavorId')}
            choices={cake.flavours.map((f) => ({ value: String(f.id), label: `${f.name}${perPound(f.extraPerPound)}` }))}
            onChange={(value) => update({ flavorId: Number(value) })}
          />
        ) : null}

        {cake.icingTypes.length > 1 ? (
          <CakeChoice
            id={fid('icingType')}
            label="Icing"
            value={selection.icingType ?? ''}
            error={errorFor('icingType')}
            choices={cake.icingTypes.map((i) => ({ value: i.code, label: `${i.name}${perPound(i.extraPerPound)}` }))}
            onChange={(value) => update({ icingType: value })}
          />
        ) : null}

        {cake.heights.length > 1 ? (
          <CakeChoice
            id={fid('height')}
            label="Height"
            value={selection.height ?? ''}
            error={errorFor('height')}
            choices={cake.heights.map((h) => ({ value: h.code, label: `${h.label}${perPound(h.surchargePerPound)}` }))}
            onChange={(value) => update({ height: value })}
          />
        ) : null}
      </div>

      {cake.egglessAvailable || cake.lessCreamAvailable ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-cocoa-900">Preferences</legend>
          {cake.egglessAvailable ? (
            <Preference
              id={fid('eggless')}
              label={`Eggless${cake.egglessPerPound ? ` (+${formatNpr(cake.egglessPerPound)}/lb)` : ''}`}
              checked={selection.eggless}
              error={errorFor('eggless')}
              onChange={(eggless) => update({ eggless })}
            />
          ) : null}
          {cake.lessCreamAvailable ? (
            <Preference
              id={fid('lessCream')}
              label="Less cream (same price)"
              checked={selection.lessCream}
              error={errorFor('lessCream')}
              onChange={(lessCream) => update({ lessCream })}
            />
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

      {name ? <AddToCartButtons productId={productId} name={name} /> : null}
    </form>
  );
}

type PreferenceProps = { id: string; label: string; checked: boolean; error: string | null; onChange: (checked: boolean) => void };

function Preference({ id, label, checked, error, onChange }: PreferenceProps) {
  return (
    <div>
      <label className="flex min-h-8 items-center gap-2 text-sm text-cocoa-900">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-brand-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
