'use client';

import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * The 6-digit code from an SMS or email. One box (pastes and the phone's "fill from SMS" just work), digits only,
 * and the browser's one-time-code autofill hint.
 */
export function CodeField({ value, onValueChange, ...props }: CodeFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => onValueChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
    />
  );
}
