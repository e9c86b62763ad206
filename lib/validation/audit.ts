import { z } from 'zod';
import { isValidDateKey } from '@/lib/domain/delivery/schedule';
import { cursorParam } from './applications';
import { labelledId } from './ids';
import { blankToUndefined } from './query-values';
import { text } from './text';

// GET admin/audit and /admin/audit: the trail's filters (who, kind of thing, action, Kathmandu days) and one keyset
// cursor. Entities and actions are the trail's own words ('product', 'seller_application.reject'): letters, digits,
// dots, dashes and underscores, nothing else reaches SQL.

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const word = (label: string, max: number) =>
  optional(
    text({ error: `${label} must be text` })
      .trim()
      .max(max, `${label}: at most ${max} characters`)
      .regex(/^[A-Za-z0-9_.-]+$/, `${label}: letters, digits, dots, dashes and underscores only`),
  );
const day = (label: string) => optional(text({ error: `${label}: use a date like 2026-03-14` }).refine(isValidDateKey, `${label}: use a date like 2026-03-14`));

export const auditListSchema = z
  .object({
    staff: optional(labelledId('Staff member')),
    entity: word('Kind of thing', 60),
    entityId: word('Thing’s id', 60),
    action: word('Action', 80),
    from: day('From'),
    to: day('To'),
    after: cursorParam,
  })
  .refine((query) => !(query.from && query.to && query.from > query.to), { error: 'The last day must be on or after the first', path: ['to'] });

export type AuditListQuery = z.output<typeof auditListSchema>;
