import { z } from 'zod';
import { LOOKUP_KINDS, LOOKUP_MAX_TYPED } from '@/lib/domain/admin-lookup';
import { labelledId } from './ids';
import { blankToUndefined, first } from './query-values';
import { text } from './text';

// GET admin/lookup: what a back-office picker asks. `kind` and exactly one of `q` (letters typed: a search) or `id`
// (the saved id whose name the picker shows when a form opens).

export const adminLookupQuerySchema = z
  .object({
    kind: z.preprocess(first, z.enum(LOOKUP_KINDS, { error: 'Look up a product, a category or a place.' })),
    q: z.preprocess(
      blankToUndefined,
      text({ error: 'Search with text.' })
        .trim()
        .min(1, 'Type what to search for.')
        .max(LOOKUP_MAX_TYPED, `Search with at most ${LOOKUP_MAX_TYPED} characters.`)
        .optional(),
    ),
    id: z.preprocess(blankToUndefined, labelledId('Id').optional()),
  })
  .superRefine((v, ctx) => {
    if (v.q === undefined && v.id === undefined) ctx.addIssue({ code: 'custom', path: ['q'], message: 'Type what to search for, or give an id.' });
    if (v.q !== undefined && v.id !== undefined) ctx.addIssue({ code: 'custom', path: ['id'], message: 'Give a search or an id, not both.' });
  });

export type AdminLookupQuery = z.output<typeof adminLookupQuerySchema>;
