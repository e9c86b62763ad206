'use client';

import { useRef, useState } from 'react';
import { dashboardApi } from '@/lib/api/client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';
import { photoFileUrl, type PhotoRef } from '@/lib/domain/photos';

// A product's photos (issue 25): drop several files on the zone (or choose them with the file field: the keyboard's
// way), each uploads on its own request with a progress bar; the list below is the order the shop shows them in
// (the first is the card's picture), with Move up / Move down, a description (alt text) and Remove. Every answer is
// the product's photos as they now are, so the list always shows what the server has.

export type ManagedPhoto = { id: number; position: number; alt: string; src: string; width: number; height: number; blurDataURL: string; photo: PhotoRef };
type Upload = { key: number; name: string; progress: number; error: string | null };

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif';
const button =
  'min-h-9 rounded-md border border-gray-300 bg-white px-2.5 text-sm font-medium hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50';

export function ProductPhotosManager({ productId, initial, max }: { productId: number; initial: ManagedPhoto[]; max: number }) {
  const [photos, setPhotos] = useState(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const base = `admin/catalogue/products/${productId}/photos`;

  const patchUpload = (key: number, change: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function uploadAll(files: File[]) {
    const images = files.filter((file) => file.type === '' || file.type.startsWith('image/'));
    if (images.length === 0) return;
    const queued = images.map((file) => ({ key: nextKey.current++, name: file.name, progress: 0, error: null }));
    setUploads((all) => [...all.filter((u) => u.error), ...queued]);
    // One after the other: the server processes a photo in a second or two, and the order dropped is the order kept.
    for (const [i, file] of images.entries()) {
      const { key } = queued[i]!;
      const form = new FormData();
      form.append('file', file);
      try {
        const res = await dashboardApi.post<{ data: { photos: ManagedPhoto[] } }>(base, form, {
          onUploadProgress: (event) => patchUpload(key, { progress: event.total ? Math.round((event.loaded / event.total) * 100) : 50 }),
        });
        setPhotos(res.data.data.photos);
        setUploads((all) => all.filter((u) => u.key !== key));
        setStatus(`${file.name} added as photo ${res.data.data.photos.length}.`);
      } catch (failure) {
        patchUpload(key, { error: apiFieldErrors(failure).file ?? apiErrorMessage(failure, 'Could not upload. Please try again.') });
      }
    }
    if (input.current) input.current.value = '';
  }

  async function run(action: () => Promise<{ data: { data: { photos: ManagedPhoto[] } } }>, done: string) {
    setBusy(true);
    setError(null);
    try {
      const res = await action();
      setPhotos(res.data.data.photos);
      setStatus(done);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Could not save. Please reload and try again.'));
    } finally {
      setBusy(false);
    }
  }

  const move = (index: number, by: -1 | 1) => {
    const order = photos.map((p) => p.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    return run(() => dashboardApi.patch(base, { order }), `Photo moved to position ${index + by + 1}.`);
  };

  const full = photos.length >= max;
  return (
    <div className="space-y-4">
      <div aria-live="polite" className="sr-only">
        {status}
      </div>
      <section aria-labelledby="add-photos" className="rounded-lg border border-gray-200 bg-white p-3">
        <h2 id="add-photos" className="text-base font-bold">
          Add photos
        </h2>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            if (!full) void uploadAll(Array.from(event.dataTransfer.files));
          }}
          data-testid="photo-drop-zone"
          className={`mt-2 rounded-lg border-2 border-dashed p-6 text-center text-sm ${dragging ? 'border-brand-600 bg-brand-50' : 'border-gray-300 bg-gray-50'}`}
        >
          <p className="mb-2 text-gray-700">Drop photos here (JPEG, PNG, WebP or AVIF, up to 15 MB each), or choose them:</p>
          <label htmlFor="photo-files" className="block font-medium">
            Photo files
          </label>
          <input
            ref={input}
            id="photo-files"
            type="file"
            multiple
            accept={ACCEPT}
            disabled={full}
            onChange={(event) => void uploadAll(Array.from(event.target.files ?? []))}
            className="mx-auto mt-1 block text-sm"
          />
          <p className="mt-2 text-xs text-gray-600">
            {photos.length} of {max} photos{full ? ': remove one to add another.' : '.'} The first photo is the product’s card picture and its share image.
          </p>
        </div>
        {uploads.length > 0 ? (
          <ul className="mt-2 space-y-1 text-sm" aria-label="Uploads">
            {uploads.map((upload) => (
              <li key={upload.key} className="flex flex-wrap items-center gap-2">
                <span className="w-48 truncate">{upload.name}</span>
                {upload.error ? (
                  <span role="alert" className="text-red-800">
                    {upload.error}
                  </span>
                ) : (
                  <>
                    <progress max={100} value={upload.progress} aria-label={`Uploading ${upload.name}`} className="h-2 w-48" />
                    <span className="text-xs text-gray-600">{upload.progress < 100 ? `${upload.progress}%` : 'Processing…'}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="photo-order" className="rounded-lg border border-gray-200 bg-white">
        <h2 id="photo-order" className="border-b border-gray-200 px-3 py-2 text-base font-bold">
          Photos in the order shown
        </h2>
        {error ? (
          <p role="alert" className="px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        {photos.length === 0 ? (
          <p className="px-3 py-4 text-sm text-gray-700">No photos yet: the shop shows this product’s drawn picture.</p>
        ) : (
          <ol className="divide-y divide-gray-100" data-testid="photo-list">
            {photos.map((photo, index) => (
              <PhotoRow
                key={photo.id}
                photo={photo}
                index={index}
                count={photos.length}
                busy={busy}
                onMove={(by) => void move(index, by)}
                onDescribe={(alt) => run(() => dashboardApi.patch(`${base}/${photo.id}`, { alt }), `Description of photo ${index + 1} saved.`)}
                onRemove={() => {
                  if (window.confirm(`Remove photo ${index + 1}? It disappears from the shop at once.`)) {
                    void run(() => dashboardApi.delete(`${base}/${photo.id}`), `Photo ${index + 1} removed.`);
                  }
                }}
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

type RowProps = {
  photo: ManagedPhoto;
  index: number;
  count: number;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onDescribe: (alt: string) => Promise<void>;
  onRemove: () => void;
};

function PhotoRow({ photo, index, count, busy, onMove, onDescribe, onRemove }: RowProps) {
  const [alt, setAlt] = useState(photo.alt);
  const n = index + 1;
  const thumb = photoFileUrl(photo.photo.id, photo.photo.widths[0]!, 'webp');
  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-2" data-testid="photo-row">
      <span className="w-6 text-right text-sm font-semibold tabular-nums">{n}</span>
      {/* eslint-disable-next-line @next/next/no-img-element -- a 160 px WebP we encoded, shown at 96 px */}
      <img
        src={thumb}
        alt={photo.alt || `Photo ${n}`}
        width={96}
        height={Math.round((96 * photo.height) / photo.width)}
        className="h-24 w-24 rounded object-cover"
        style={{ backgroundImage: `url(${photo.blurDataURL})`, backgroundSize: 'cover' }}
      />
      <span className="text-xs text-gray-600">
        {photo.width} × {photo.height}
      </span>
      <form
        className="flex min-w-[320px] flex-1 items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          void onDescribe(alt.trim());
        }}
      >
        <label htmlFor={`alt-${photo.id}`} className="text-sm">
          Description of photo {n}
        </label>
        <input
          id={`alt-${photo.id}`}
          value={alt}
          maxLength={200}
          onChange={(event) => setAlt(event.target.value)}
          placeholder="What the photo shows"
          className="min-h-9 flex-1 rounded-md border border-gray-300 px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <button type="submit" disabled={busy || alt.trim() === photo.alt} className={button}>
          Save
        </button>
      </form>
      <div className="flex gap-1">
        <button type="button" disabled={busy || index === 0} onClick={() => onMove(-1)} className={button} aria-label={`Move photo ${n} up`}>
          ↑ Up
        </button>
        <button type="button" disabled={busy || index === count - 1} onClick={() => onMove(1)} className={button} aria-label={`Move photo ${n} down`}>
          ↓ Down
        </button>
        <button type="button" disabled={busy} onClick={onRemove} className={`${button} text-red-800`} aria-label={`Remove photo ${n}`}>
          Remove
        </button>
      </div>
    </li>
  );
}
