import { z } from 'zod';

// Row ids in API input. They may arrive as numbers or numeric strings (query strings, forms); anything past
// PostgreSQL's integer range is refused here rather than failing in the database.

export const MAX_INT = 2_147_483_647;

/** An id with one message for every way it can be wrong (a form shows one line: "choose a …"). */
export const idWithMessage = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_INT, { error: message });

/** An id whose messages name it: "Time slot must be a number", "… must be a whole number"… */
export const labelledId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(MAX_INT, `${label} is too large`);
