import { isDeviceId } from '../../domain/contracts/device-id';
import { readStored, writeStored } from './storage-keys';

/** Kept for the page's life when storage is blocked (private mode): one id per tab then. */
let fallback: string | null = null;

function newId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This browser's device id (domain/contracts/device-id.ts), made and stored on first use. */
export function deviceId(): string {
  const stored = readStored('deviceId');
  if (isDeviceId(stored)) return stored;
  const made = fallback ?? newId();
  fallback = made;
  writeStored('deviceId', made);
  return made;
}
