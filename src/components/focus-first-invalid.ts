import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { BaseSyntheticEvent } from 'react';

/**
 * An `onInvalid` for react-hook-form's `handleSubmit` (with `shouldFocusError: false`): focuses the
 * first field *on the page* that has an error. RHF's own focus follows the order in which fields
 * were registered, which is render order: a field registered by a child (a phone inside a render
 * prop, a shared field group) comes after its parent's fields, so the code field got focus while
 * the phone above it was the invalid one.
 */
export function focusFirstInvalid<T extends FieldValues>(errors: FieldErrors<T>, event?: BaseSyntheticEvent): void {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.disabled || !get(errors, element.name)) continue;
    element.focus();
    return;
  }
}
