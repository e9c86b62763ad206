import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { readImageUploads } from '@/lib/server/media/images/read-upload';
import { uploadImage } from '@/lib/server/services/media/images';

// POST admin/images (multipart `file`: JPEG, PNG, WebP or AVIF up to 15 MB) → 201 {data: {image: {id, src, width,
// height, blurDataURL, srcSet, sources}}}: a picture for the blog editor and other content, through the same pipeline
// as product photos. staffWrite takes one permission: content.manage, which the same roles hold as catalogue.manage
// (owner, manager, editor: lib/domain/staff-roles.ts), so every role that may add a product photo may use this too.
export const dynamic = 'force-dynamic';

export const POST = staffWrite('content.manage', async (request, staff) => {
  const [file] = await readImageUploads(request, 1);
  const image = await uploadImage(file!, staff.user.id);
  return ok({ image }, undefined, { status: 201, cache: 'private' });
});
