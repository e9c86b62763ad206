import { z } from 'zod';
import { labelledId } from './ids';
import { blankToUndefined } from './query-values';

// GET admin/notifications and /admin/notifications: the failed messages' list, one keyset page after `after` (the
// last id of the page before).
export const deadLetterListSchema = z.object({
  after: z.preprocess(blankToUndefined, labelledId('This page link').optional()),
});
