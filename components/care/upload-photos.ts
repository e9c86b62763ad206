import { uploadFile } from '@/lib/api/hooks/use-uploads';

/** Uploads a ticket's photos one by one (upload/file, kind ticket-attachment), answering their ids in order. */
export async function uploadTicketPhotos(files: File[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) ids.push((await uploadFile(file, 'ticket-attachment')).id);
  return ids;
}
