'use client';

import type { ComponentProps } from 'react';
import { TextField, verbatimInput } from './text-field';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>;

/** An email input: the email keyboard on phones, the browser's saved address offered, the text left as typed. */
export function EmailField({ label = 'Email', ...props }: Omit<EmailFieldProps, 'label'> & { label?: string }) {
  return <TextField label={label} type="email" inputMode="email" autoComplete="email" {...verbatimInput} {...props} />;
}
