'use client';

import { PlainImage as Image } from '@/components/ui/plain-image';
import Link from 'next/link';
import type { CartLine } from '@/lib/domain/cart-types';
import { formatNpr } from '@/lib/domain/money';
import { CakePhotoThumb } from './cake-photo-thumb';
import { QuantityStepper } from './quantity-stepper';

type Props = {
  line: CartLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

const money = (paisa: number) => formatNpr(paisa, { compact: false });

/** One cart line: picture, name, chosen options, price × quantity, its notices, a stepper and Remove. */
export function CartLineRow({ line, busy, onQuantity, onRemove }: Props) {
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <Image
        src={line.image}
        alt=""
        width={96}
        height={96}
        unoptimized
        className="h-20 w-20 shrink-0 rounded-xl bg-cocoa-50 object-cover sm:h-24 sm:w-24"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <Link href={line.productDetails.url} className="font-semibold text-cocoa-900 hover:text-brand-700">
              {line.name}
            </Link>
            {line.optionsSummary.length > 0 ? (
              <p className="mt-0.5 text-sm text-gray-700">{line.optionsSummary.join(' · ')}</p>
            ) : null}
            {line.options.photoUploadId ? <CakePhotoThumb uploadId={line.options.photoUploadId} className="mt-1.5" /> : null}
          </div>
          <p className="text-right font-semibold text-cocoa-900">{line.available ? money(line.lineTotal) : '—'}</p>
        </div>
        <p className="mt-1 text-sm text-gray-700">
          {money(line.sellingPrice)} × {line.quantity}
          {line.sale ? (
            <s className="ml-2 text-gray-600">
              <span className="sr-only">was </span>
              {money(line.sale.listPrice)}
            </s>
          ) : null}
        </p>
        {line.campaign ? (
          <p className="mt-1 text-sm font-medium text-brand-800">
            {line.campaign.campaignName} {line.campaign.flash ? 'flash-sale ' : ''}price
            {line.campaign.perCustomerLimit ? ` · at most ${line.campaign.perCustomerLimit} per customer` : ''}
          </p>
        ) : null}
        {line.priceChanged && line.previousPrice !== undefined ? (
          <p className="mt-1 rounded-lg bg-saffron-400/15 px-2 py-1 text-sm text-cocoa-900" role="status">
            {line.notice ?? `Price changed from ${money(line.previousPrice)} to ${money(line.sellingPrice)}.`}
          </p>
        ) : null}
        {line.issue ? (
          <p className="mt-1 rounded-lg bg-brand-50 px-2 py-1 text-sm font-medium text-brand-800" role="status">
            {line.issue.message}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <QuantityStepper
            value={line.quantity}
            max={line.maxQuantity}
            label={line.name}
            disabled={busy || line.issue?.code === 'sold_out' || line.issue?.code === 'inactive'}
            onChange={onQuantity}
          />
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            className="min-h-9 text-sm font-medium text-brand-700 underline-offset-2 hover:underline disabled:opacity-50"
          >
            Remove from cart
          </button>
        </div>
      </div>
    </li>
  );
}
