import { z } from 'zod';
import { EXPECTED_SALARY_MAX_RUPEES } from '@/lib/domain/careers';
import { formatNpr, rupeesToPaisa } from '@/lib/domain/money';
import { phoneSchema } from './account';
import { idWithMessage } from './ids';
import { text } from './text';

// Careers calls: career/{id} (the posting), career/apply (the application). career/upload is multipart and checked
// by content (lib/server/uploads/cv-upload.ts).

export const CAREER_MESSAGES = {
  careerId: 'Choose a position to apply for.',
  cvUploadId: 'Attach your CV.',
  coverNote: 'Keep the cover note under 2,000 characters.',
  expectedSalary: `Enter the monthly salary you expect in rupees (whole rupees, up to ${formatNpr(rupeesToPaisa(EXPECTED_SALARY_MAX_RUPEES))}), or leave it empty.`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const careerIdSchema = z.object({ id: idWithMessage('Position not found') });

export const cvIdSchema = z.object({ id: text({ error: 'CV not found' }).regex(UUID, { error: 'CV not found' }) });

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const careerApplySchema = z.object({
  careerId: idWithMessage(CAREER_MESSAGES.careerId),
  cvUploadId: text({ error: CAREER_MESSAGES.cvUploadId }).trim().regex(UUID, { error: CAREER_MESSAGES.cvUploadId }),
  phone: phoneSchema,
  coverNote: z.preprocess(blankToUndefined, text({ error: CAREER_MESSAGES.coverNote }).trim().max(2000, { error: CAREER_MESSAGES.coverNote }).optional()),
  /** Whole rupees a month, as people say it; stored as paisa. */
  expectedSalary: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: CAREER_MESSAGES.expectedSalary })
      .int({ error: CAREER_MESSAGES.expectedSalary })
      .min(0, { error: CAREER_MESSAGES.expectedSalary })
      .max(EXPECTED_SALARY_MAX_RUPEES, { error: CAREER_MESSAGES.expectedSalary })
      .optional(),
  ),
});

export type CareerApplyInput = z.input<typeof careerApplySchema>;
