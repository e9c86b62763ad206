import { z } from 'zod';
import { labelledId } from './ids';

/** POST banner/action/click and banner/action/store: {bannerId} (SPEC §7). */
export const bannerActionSchema = z.object({ bannerId: labelledId('Banner') });
