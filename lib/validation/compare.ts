import { z } from 'zod';
import { COMPARE_MAX } from '@/lib/domain/compare-list';
import { blankToUndefined } from './query-values';
import { MAX_INT } from './ids';

/** GET compare?ids=1,2,3&type=product|automobile: at most COMPARE_MAX ids (SPEC §9), products by default. */
export const compareQuerySchema = z.object({
  ids: z.preprocess(
    (v) => {
      const values = (Array.isArray(v) ? v : v === undefined ? [] : [v]) as unknown[];
      return values.flatMap((s) => String(s).split(',')).map((s) => s.trim()).filter(Boolean);
    },
    z
      .array(
        z.coerce
          .number({ error: 'Ids must be numbers, e.g. ids=12,15' })
          .int('Ids must be whole numbers')
          .positive('Ids must be positive')
          .max(MAX_INT, 'That id is too large'),
      )
      .min(1, 'Give at least one id')
      .max(COMPARE_MAX, `Compare at most ${COMPARE_MAX} at a time`),
  ),
  type: z.preprocess(blankToUndefined, z.enum(['product', 'automobile'], { error: 'Type must be product or automobile' }).default('product')),
});
