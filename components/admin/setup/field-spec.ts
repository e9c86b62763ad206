import type { LookupKind } from '@/lib/domain/admin-lookup';

// What a setup form is made of, as plain data the server page hands to the client form (no functions cross).

export type FieldKind = 'text' | 'textarea' | 'number' | 'rupees' | 'checkbox' | 'select' | 'datetime' | 'time' | 'list' | 'types' | 'ref';

export type FieldSpec = {
  name: string;
  label: string;
  kind: FieldKind;
  /** For select: value → label ('' for none). */
  options?: Array<{ value: string; label: string }>;
  /** For ref: what the id names, chosen by its name (the form keeps the id as text, '' for none). */
  ref?: LookupKind;
  hint?: string;
  /** Characters allowed (a counter shows for meta words). */
  max?: number;
  /** Shown only when creating (a code that cannot change later is read-only when editing). */
  fixedOnEdit?: boolean;
  required?: boolean;
};

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

export type SetupRowView = {
  id: number;
  cells: string[];
  form: FormValues;
  /** null: this kind has no hide/show. */
  visible: boolean | null;
  label: string;
};
