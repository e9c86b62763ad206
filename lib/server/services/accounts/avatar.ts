import 'server-only';
import { AVATAR_MAX_BYTES, MESSAGES } from '@/lib/validation/account';
import { badRequest } from '@/lib/server/http/errors';
import { sniffImage, type CheckedImage } from '@/lib/server/uploads/image';

export type { CheckedImage, ImageType } from '@/lib/server/uploads/image';

export const avatarRefused = () => badRequest(MESSAGES.avatar, { avatar: MESSAGES.avatar });

/**
 * An avatar is accepted for what its bytes are, not for its name or declared type: a JPEG, PNG or WebP header with
 * readable, sane dimensions, at most 2 MB. Anything else (an SVG, a renamed script, a truncated file) is refused with
 * the one message the form shows beside the field.
 */
export function checkAvatar(bytes: Buffer): CheckedImage {
  const image = sniffImage(bytes, AVATAR_MAX_BYTES);
  if (!image) throw avatarRefused();
  return image;
}
