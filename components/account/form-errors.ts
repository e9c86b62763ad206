import type { ZodError } from 'zod';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';

/** SPEC §8: what a form shows when the server gave no message of its own. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field of a failed zod parse (the same schemas the API uses), keyed by the field name. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}

/**
 * A failed call, split for the form: messages for fields the form shows go beside them; anything else (or the
 * envelope's message when no field matched) is the form-level error.
 */
export function serverErrors(error: unknown, formFields: readonly string[]): { fields: FieldErrors; form: string | null } {
  const fields: FieldErrors = {};
  const stray: string[] = [];
  for (const [key, message] of Object.entries(apiFieldErrors(error))) {
    if (formFields.includes(key)) fields[key] = message;
    else stray.push(message);
  }
  if (Object.keys(fields).length > 0) return { fields, form: stray[0] ?? null };
  return { fields, form: apiErrorMessage(error, stray[0] ?? UNEXPECTED_ERROR) };
}
