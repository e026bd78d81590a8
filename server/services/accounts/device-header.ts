import type { FastifyRequest } from 'fastify';
import { DEVICE_ID_HEADER, isDeviceId } from '../../../domain/contracts/device-id.ts';
import { AppError } from '../../errors.ts';

/**
 * The lobby's device id from its header (domain/contracts/device-id.ts), or undefined when none came
 * (another client, a test). A malformed one is refused with 400 before anything is written.
 */
export function deviceIdOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[DEVICE_ID_HEADER];
  if (raw === undefined) return undefined;
  if (!isDeviceId(raw)) throw new AppError(400, 'validation.deviceId');
  return raw;
}
