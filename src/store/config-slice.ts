import type { StateCreator } from 'zustand';
import type { SystemConfig } from '../../domain/contracts/config';
import { readStored } from '../lib/storage-keys';

export interface ConfigSlice {
  config: SystemConfig | null;
  /** Site logo and service link, kept locally (docs/product.md §3 keys `logo`, `link`) for a fast first paint. */
  logo: string;
  link: string;
  setConfig(config: SystemConfig): void;
}

export const createConfigSlice: StateCreator<ConfigSlice> = (set) => ({
  config: null,
  logo: readStored('logo') ?? '',
  link: readStored('link') ?? '',
  setConfig: (config) => set({ config, logo: config.site_logo, link: config.service_link }),
});
