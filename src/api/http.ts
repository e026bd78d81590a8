import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { Lang } from '../../domain/contracts/lang';
import { DEVICE_ID_HEADER } from '../../domain/contracts/device-id';
import { isTokenExpired } from '../../domain/contracts/session-types';
import type { Token } from '../../domain/contracts/replies/accounts';
import { deviceId } from '../lib/device-id';

/** Request timeout of docs/product.md §7 and §9. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** What the client needs from the rest of the app, injected so that api/ never imports the store. */
export interface HttpHooks {
  getToken(): Token | null;
  getLang(): Lang;
  /** Any 401, or a token past expires_at + expires_in: clear login data, tell the user, go home. */
  onSessionExpired(): void;
  /** Message for a failure that brought no server message (network down, timeout). */
  fallbackMessage(kind: 'network' | 'timeout' | 'server'): string;
}

/** A rejected call: the server's body and its `message`, or a translated fallback. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A call the server answered with 404: the item does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

let hooks: HttpHooks = {
  getToken: () => null,
  getLang: () => 'zh_cn',
  onSessionExpired: () => undefined,
  fallbackMessage: (kind) => kind,
};

/** What any 401 does (docs/product.md §4), for a call made outside axios (the live stream's fetch). */
export const sessionExpired = (): void => hooks.onSessionExpired();

/** Wires the client to the store, i18n and router; called once at boot (and by tests). */
export function configureHttp(next: HttpHooks): void {
  hooks = next;
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string' && m.trim()) return m;
  }
  return null;
}

/** The one axios instance (docs/product.md §7 general rules). */
export function createHttp(baseURL: string = import.meta.env.VITE_API_ROOT || '/api'): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    // Only 200 yields the body; any other status rejects with it.
    validateStatus: (status) => status === 200,
  });

  instance.interceptors.request.use((config) => {
    let token = hooks.getToken();
    if (token && isTokenExpired(token, Date.now())) {
      hooks.onSessionExpired();
      token = null;
    }
    if (token) config.headers.set('Authorization', `${token.token_type} ${token.access_token}`);
    // Every call names the browser: a self-exclusion then covers it (README "Time-out and self-exclusion").
    config.headers.set(DEVICE_ID_HEADER, deviceId());
    config.params = { lang: hooks.getLang(), ...(config.params as Record<string, unknown> | undefined) };
    return config;
  });

  instance.interceptors.response.use(
    (response) => response,
    (error: AxiosError) => {
      const response = error.response;
      if (!response) {
        const kind = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' ? 'timeout' : 'network';
        return Promise.reject(new ApiError(hooks.fallbackMessage(kind), 0, null));
      }
      if (response.status === 401) hooks.onSessionExpired();
      const message = messageOf(response.data) ?? hooks.fallbackMessage('server');
      return Promise.reject(new ApiError(message, response.status, response.data));
    },
  );
  return instance;
}

export const http = createHttp();

/** GET that resolves to the reply body. */
export async function getJson<T>(url: string, params?: Record<string, unknown>, config?: AxiosRequestConfig): Promise<T> {
  const res = await http.get<T>(url, { ...config, params });
  return res.data;
}

/** POST that resolves to the reply body. */
export async function postJson<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const res = await http.post<T>(url, data ?? {}, config);
  return res.data;
}
