import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/** A money amount field: decimal keypad, no autofill, room for the largest amount the shared rule allows. */
export const AmountField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'>>(function AmountField(props, ref) {
  return <TextField ref={ref} inputMode="decimal" autoComplete="off" maxLength={13} placeholder="0.00" {...props} />;
});
