import { PlainImage as Image } from '@/components/ui/plain-image';
import { uploadUrl } from '@/lib/validation/upload-rules';

type Props = { uploadId: string; size?: number; className?: string };

/**
 * The customer's photo for a photo cake, small, beside the line in the cart, the checkout summary and the order, so
 * everyone (the bakery too) sees which picture goes on the cake. Through the image optimizer: the original can be
 * an 8 MB phone photo.
 */
export function CakePhotoThumb({ uploadId, size = 48, className = '' }: Props) {
  return (
    <Image
      src={uploadUrl(uploadId)}
      alt="Your photo for the cake"
      width={size}
      height={size}
      sizes={`${size}px`}
      className={`shrink-0 rounded-lg border border-cocoa-200 bg-white object-cover ${className}`}
      style={{ width: size, height: size }}
      data-testid="cake-photo"
    />
  );
}
