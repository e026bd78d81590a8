import type { StandIn } from '../../domain/contracts/stand-ins-types';
import type { StandInsReply } from '../../domain/contracts/stand-ins';
import { getJson } from './http';

/** The stand-ins the server runs (its demo payment page, console SMS, dev helpers); none on a real deployment. */
export async function fetchStandIns(): Promise<StandIn[]> {
  return (await getJson<StandInsReply>('/system/stand-ins')).stand_ins;
}
