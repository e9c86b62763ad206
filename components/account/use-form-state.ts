'use client';

import { useState } from 'react';
import type { ZodType } from 'zod';
import { serverErrors, zodFieldErrors, type FieldErrors } from './form-errors';

type ChangeEvent = { target: { value: string } };

/**
 * The state every account form keeps: text values, a message per field, one form-level message, and the plumbing
 * between them. Typing in a field clears that field's message; `validate` runs the API's own zod schema before a
 * call; `showServerError` splits a refused call into field and form messages (SPEC §8). Each time messages are set,
 * `onProblems` is called: a form passes `useRevealProblems`'s, so the first message the shopper must act on is brought
 * into view, clear of the sticky header, and focused (on a phone it is often above the screen when Send is tapped at
 * the foot of the form).
 */
export function useFormState<F extends string>(fields: readonly F[], initial: Record<F, string>, onEdit?: () => void, onProblems?: () => void) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    onEdit?.();
  };
  const set = (field: F) => (event: ChangeEvent) => change(field, event.target.value);

  /** The props a TextField/PasswordField needs for one field. */
  const field = (name: F) => ({ name, value: values[name], onChange: set(name), error: errors[name] });

  /**
   * Clears the form message and parses `input`; on failure shows the messages beside the fields and returns null. A
   * message for something the form has no field for (e.g. the token of an emailed link) becomes the form message.
   */
  const validate = <T>(schema: ZodType<T>, input: unknown): T | null => {
    setFormError(null);
    const parsed = schema.safeParse(input);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found = zodFieldErrors(parsed.error);
    setErrors(found);
    const stray = Object.entries(found).find(([key]) => !(fields as readonly string[]).includes(key));
    if (stray?.[1]) setFormError(stray[1]);
    onProblems?.();
    return null;
  };

  /** A refused call: messages for this form's fields (or `only` these) go beside them, the rest above the button. */
  const showServerError = (error: unknown, only: readonly string[] = fields) => {
    const { fields: byField, form } = serverErrors(error, only);
    setErrors(byField);
    setFormError(form);
    onProblems?.();
  };

  return { values, setValues, errors, setErrors, formError, setFormError, change, set, field, validate, showServerError };
}
