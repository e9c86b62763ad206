import { z } from 'zod';
import { CSV_MAX_BYTES } from '@/lib/domain/catalogue-csv';
import { text } from './text';

// POST admin/catalogue/import: the file's text (the page reads the chosen file in the browser) and whether to apply it
// (false or absent: a dry run).

export const catalogueCsvImportSchema = z.object({
  csv: text({ error: 'Choose a CSV file.' })
    .min(1, 'Choose a CSV file.')
    .max(CSV_MAX_BYTES, `The file is larger than ${CSV_MAX_BYTES / 1024 / 1024} MB. Split it.`),
  apply: z.boolean({ error: 'apply is true or false' }).optional().default(false),
});
