'use client';

import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { PhotoPicker } from '@/components/care/photo-picker';
import { StarInput } from '@/components/care/star-input';
import { Button } from '@/components/ui/button';
import { useRevealProblems } from '@/components/ui/reveal';
import type { ReviewsSummary } from '@/lib/domain/catalogue-types';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TITLE_MAX, type ReviewItem } from '@/lib/domain/reviews';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';
import { reviewCalls } from '@/lib/api/hooks/use-care';
import { uploadFile } from '@/lib/api/hooks/use-uploads';
import { PHOTO_MAX_BYTES } from '@/lib/validation/upload-rules';

type Props = { productId: number; productName: string; onAdded: (answer: { review: ReviewItem; summary: ReviewsSummary; held?: boolean }) => void };

/** Write a review: stars, a few words, an optional photo. One per customer and product (the server says so). */
export function ReviewForm({ productId, productName, onAdded }: Props) {
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (rating < 1) problems.rating = 'Choose a rating from 1 to 5 stars';
    if (body.trim().length < REVIEW_BODY_MIN) problems.body = `Write at least ${REVIEW_BODY_MIN} characters`;
    setFields(problems);
    if (Object.keys(problems).length) {
      showProblems();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const photo = photos[0] ? await uploadFile(photos[0], 'review-photo') : null;
      const answer = await reviewCalls.add({ productId, rating, title: title.trim() || undefined, body, photoUploadId: photo?.id });
      onAdded(answer);
    } catch (failure) {
      setFields(apiFieldErrors(failure));
      setError(apiErrorMessage(failure, 'We could not add your review. Please try again.'));
      showProblems();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={attach} onSubmit={(e) => void submit(e)} noValidate className="space-y-3 rounded-2xl border border-cocoa-100 bg-white p-4" aria-label={`Review ${productName}`}>
      <h3 className="font-display text-lg font-bold text-cocoa-900">Write a review</h3>
      <StarInput legend="Your rating" name="review-rating" value={rating} onChange={setRating} error={fields.rating} />
      <label className="flex flex-col gap-1 text-sm font-semibold text-cocoa-900">
        <span>
          Title <span className="font-normal text-gray-700">(optional)</span>
        </span>
        <input className="min-h-11 rounded-xl border border-cocoa-200 px-3 text-sm font-normal" maxLength={REVIEW_TITLE_MAX} value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-cocoa-900">
        Your review
        <textarea
          className="min-h-24 rounded-xl border border-cocoa-200 p-3 text-sm font-normal"
          maxLength={REVIEW_BODY_MAX}
          value={body}
          aria-invalid={fields.body ? true : undefined}
          onChange={(e) => setBody(e.target.value)}
          placeholder="How did it taste and look? Was it on time?"
        />
        {fields.body ? <span role="alert" className="text-sm font-medium text-brand-800">{fields.body}</span> : null}
      </label>
      <PhotoPicker label="Add a photo (optional)" help={`JPEG, PNG or WebP, up to ${PHOTO_MAX_BYTES / (1024 * 1024)} MB.`} files={photos} onChange={setPhotos} max={1} />
      <FormAlert message={error} />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Sending…' : 'Post review'}
      </Button>
    </form>
  );
}
