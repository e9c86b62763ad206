import type { UploadAnswer, UploadKind } from '@/lib/validation/upload';
import { authApi } from '../client';
import { endpoints } from '../endpoints';

// upload/file (SPEC §7): multipart `file` + `kind`. authApi sends the Bearer token when logged in (the upload is then
// the customer's); guests may upload too. Axios sets the multipart boundary itself for a FormData body.

export async function uploadFile(file: File, kind: UploadKind): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file);
  return (await authApi.post<{ data: UploadAnswer }>(endpoints.uploadFile, form)).data.data;
}
