import { forwardRef, type ChangeEvent } from 'react';
import { halfWidthAmount } from '../../domain/money/money-text';
import { TextField, type TextFieldProps } from './text-field';

/**
 * Full-width digits typed with a Chinese input method ("１２．５") become "12.5" in the field as they
 * are typed (not while a composition is open: the input method still owns the text then; the shared
 * amount rule reads them either way). The caret stays where it was: each character keeps its place.
 */
function toHalfWidth(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const text = halfWidthAmount(input.value);
  if (text === input.value || (event.nativeEvent as InputEvent).isComposing) return;
  const { selectionStart, selectionEnd } = input;
  input.value = text;
  input.setSelectionRange(selectionStart, selectionEnd);
}

/** A money amount field: decimal keypad, no autofill, room for the largest amount the shared rule allows. */
export const AmountField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'>>(function AmountField({ onChange, ...props }, ref) {
  return (
    <TextField
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      maxLength={13}
      placeholder="0.00"
      {...props}
      onChange={(event) => {
        toHalfWidth(event);
        onChange?.(event);
      }}
    />
  );
});
