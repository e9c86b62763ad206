'use client';

import { createContext, useContext, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { CakePriceAnswer, CakePriceRefusal, CakeSelectionState } from '@/lib/api/hooks/use-cake-price';
import { clientLazy } from '@/components/ui/client-lazy';
import type { CakePriceState } from './cake-price-watcher';
import type { CartItemOptions } from '@/lib/domain/cart-types';
import type { CakeOptionsView } from '@/lib/domain/catalogue-types';
import { UPLOAD_MESSAGES } from '@/lib/validation/upload-rules';

// The cake the shopper is putting together on a product page: the options, the message, the photo (photo cakes) and
// the server's price for them. One provider holds it so the form, the picture and the phone's sticky bar show the
// same cake, and Add to cart sends it.

// The live price loads with the first change of an option (./cake-price-watcher.tsx says why).
const CakePriceWatcher = clientLazy(() => import('./cake-price-watcher').then((m) => m.CakePriceWatcher));

export type PhotoState = { file: File | null; uploadedId: string | null; error: string | null };

export type CakeSelectionValue = {
  productId: number;
  cake: CakeOptionsView;
  selection: CakeSelectionState;
  update: (patch: Partial<CakeSelectionState>) => void;
  message: string;
  setMessage: (message: string) => void;
  photo: PhotoState;
  setPhoto: (photo: PhotoState) => void;
  photoInput: RefObject<HTMLInputElement | null>;
  price: CakePriceAnswer | null;
  refusal: CakePriceRefusal | null;
  pending: boolean;
  /** The options to add: for a photo cake the photo is required, and uploaded first (once per chosen file). */
  resolveOptions: () => Promise<CartItemOptions | null>;
};

const CakeSelectionContext = createContext<CakeSelectionValue | null>(null);

/** The cake being chosen on this page, or null outside a cake's page. */
export const useCakeSelection = (): CakeSelectionValue | null => useContext(CakeSelectionContext);

export function defaultSelection(cake: CakeOptionsView): CakeSelectionState {
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

/** The configurator's selection as cart options (unset choices left out, the message trimmed, the photo's id). */
export function cartOptionsOf(selection: CakeSelectionState, message: string, photoUploadId?: string): CartItemOptions {
  const options: CartItemOptions = { pound: selection.pound, tier: selection.tier, eggless: selection.eggless, lessCream: selection.lessCream };
  if (selection.height) options.height = selection.height;
  if (selection.flavorId !== null) options.flavorId = selection.flavorId;
  if (selection.icingType) options.icingType = selection.icingType;
  if (message.trim()) options.message = message.trim();
  if (photoUploadId) options.photoUploadId = photoUploadId;
  return options;
}

type ProviderProps = {
  productId: number;
  cake: CakeOptionsView;
  /** The server-rendered price at the default options (so the first paint needs no request). */
  initialPrice: CakePriceAnswer;
  /** Milliseconds to wait after the last change before asking the server (tests pass 0). */
  debounceMs?: number;
  children: ReactNode;
};

export function CakeSelectionProvider({ productId, cake, initialPrice, debounceMs, children }: ProviderProps) {
  const [initial] = useState(() => defaultSelection(cake));
  const [selection, setSelection] = useState<CakeSelectionState>(initial);
  const [message, setMessage] = useState('');
  const [photo, setPhoto] = useState<PhotoState>({ file: null, uploadedId: null, error: null });
  const photoInput = useRef<HTMLInputElement>(null);
  // Until the first change the server's price stands; then the watcher's answers (pending while its code loads).
  const [watching, setWatching] = useState(false);
  const [live, setLive] = useState<CakePriceState | null>(null);
  const { price, refusal, pending } = live ?? { price: initialPrice, refusal: null, pending: watching };

  const resolveOptions = async (): Promise<CartItemOptions | null> => {
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
        // The upload call brings axios: loaded when a photo is first sent, not with the page.
        const { uploadFile } = await import('@/lib/api/hooks/use-uploads');
        id = (await uploadFile(file, 'photo-cake')).id;
        const sent = id;
        setPhoto((p) => (p.file === file ? { ...p, uploadedId: sent, error: null } : p));
      } catch (failure) {
        const fallback = 'We could not upload your photo. Please try again.';
        const errors = await import('@/lib/api/errors').catch(() => null);
        const problem = (errors && (errors.apiFieldErrors(failure).file ?? errors.apiErrorMessage(failure, fallback))) || fallback;
        setPhoto((p) => ({ ...p, error: problem }));
        photoInput.current?.focus();
        return null;
      }
    }
    return cartOptionsOf(selection, message, id);
  };

  const value: CakeSelectionValue = {
    productId,
    cake,
    selection,
    update: (patch) => {
      setWatching(true);
      setSelection((s) => ({ ...s, ...patch }));
    },
    message,
    setMessage,
    photo,
    setPhoto,
    photoInput,
    price,
    refusal,
    pending,
    resolveOptions,
  };
  return (
    <CakeSelectionContext.Provider value={value}>
      {watching ? (
        <CakePriceWatcher
          productId={productId}
          selection={selection}
          initial={{ selection: initial, price: initialPrice }}
          {...(debounceMs !== undefined ? { debounceMs } : {})}
          onChange={setLive}
        />
      ) : null}
      {children}
    </CakeSelectionContext.Provider>
  );
}
