// The content editors' calls (admin/editorial/…), loaded when a form is first sent; a refusal comes back as the
// envelope's message and its fields, for the form to show by each field.

export type EditorialResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string; fields: Record<string, string> };

type Method = 'post' | 'put' | 'delete';

export async function editorialCall<T>(method: Method, path: string, body?: unknown): Promise<EditorialResult<T>> {
  const [{ dashboardApi }, { apiErrorMessage, apiFieldErrors }] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/errors')]);
  const url = `admin/editorial/${path}`;
  try {
    const response = method === 'delete' ? await dashboardApi.delete(url) : await dashboardApi[method](url, body ?? {});
    return { ok: true, data: (response.data as { data: T }).data };
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status ?? 0;
    return { ok: false, status, message: apiErrorMessage(error, 'That did not work. Please try again.'), fields: apiFieldErrors(error) };
  }
}

/**
 * Uploads a picture through the shop's image pipeline (POST admin/images, multipart `file` → 201
 * {data: {image: {id, src, width, height, blurDataURL, srcSet}}}): resized, EXIF stripped, served from this shop.
 * The one place the editors upload, so a change of that contract changes only this.
 */
export async function uploadImage(file: File): Promise<{ ok: true; src: string; width: number; height: number } | { ok: false; message: string }> {
  const [{ dashboardApi }, { apiErrorMessage }] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/errors')]);
  const form = new FormData();
  form.append('file', file);
  try {
    const response = await dashboardApi.post('admin/images', form, { headers: { 'Content-Type': 'multipart/form-data' } });
    const image = (response.data as { data: { image: { src: string; width: number; height: number } } }).data.image;
    return { ok: true, src: image.src, width: image.width, height: image.height };
  } catch (error) {
    return { ok: false, message: apiErrorMessage(error, 'The picture could not be uploaded. Try a JPEG, PNG or WebP under 10 MB.') };
  }
}
