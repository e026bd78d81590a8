import { useState } from 'react';
import { createActionKey, type ActionKey } from '../api/action-key';

/**
 * The Idempotency-Key of a money-moving form, made when the user acts and kept across retries of
 * the same request until the server answers it for good (api/action-key.ts). One per form.
 */
export function useActionKey(): ActionKey {
  const [actionKey] = useState(createActionKey);
  return actionKey;
}
