import { z } from 'zod';
import { COMPARE_MAX } from '@/lib/domain/compare-list';
import { blankToUndefined } from './query-values';
import { idListParam } from './ids';

/** GET compare?ids=1,2,3&type=product|automobile: at most COMPARE_MAX ids (SPEC §9), products by default. */
export const compareQuerySchema = z.object({
  ids: idListParam(COMPARE_MAX, `Compare at most ${COMPARE_MAX} at a time`),
  type: z.preprocess(blankToUndefined, z.enum(['product', 'automobile'], { error: 'Type must be product or automobile' }).default('product')),
});
