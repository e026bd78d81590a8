import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, REQUEST_TIMEOUT_MS, configureHttp, createHttp } from '../../../src/api/http';
import type { Token } from '../../../domain/contracts/replies/accounts';

const nowSec = () => Math.floor(Date.now() / 1000);
const freshToken: Token = { token_type: 'Bearer', access_token: 'tok123', expires_at: nowSec(), expires_in: 3600 };

let token: Token | null;
const onSessionExpired = vi.fn();

function respond(status: number, data: unknown): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (config.validateStatus?.(status)) return response;
    throw new AxiosError('status', AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
}

beforeEach(() => {
  token = freshToken;
  onSessionExpired.mockReset();
  configureHttp({
    getToken: () => token,
    getLang: () => 'en',
    onSessionExpired,
    fallbackMessage: (kind) => `fallback:${kind}`,
  });
});

describe('http client', () => {
  it('sends the bearer header from the stored token and the lang parameter', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const http = createHttp('/api');
    http.defaults.adapter = async (config) => {
      seen.push(config);
      return respond(200, { ok: 1 })(config);
    };
    const res = await http.get('/banners', { params: { group: 1 } });
    expect(res.data).toEqual({ ok: 1 });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok123');
    expect(seen[0]!.params).toEqual({ lang: 'en', group: 1 });
    expect(seen[0]!.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
  });

  it('sends no Authorization header without a token', async () => {
    token = null;
    let header: unknown = 'unset';
    const http = createHttp('/api');
    http.defaults.adapter = async (config) => {
      header = config.headers.get('Authorization');
      return respond(200, {})(config);
    };
    await http.get('/x');
    expect(header == null).toBe(true);
  });

  it('rejects any non-200 status with the body and its message', async () => {
    const http = createHttp('/api');
    http.defaults.adapter = respond(201, { message: 'Created is not ok here' });
    await expect(http.post('/x')).rejects.toMatchObject({ message: 'Created is not ok here', status: 201 });
    http.defaults.adapter = respond(422, { message: 'Name too short', field: 'name' });
    const error = await http.post('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual({ message: 'Name too short', field: 'name' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('uses a translated fallback when the body has no message', async () => {
    const http = createHttp('/api');
    http.defaults.adapter = respond(500, '<html>oops</html>');
    await expect(http.get('/x')).rejects.toMatchObject({ message: 'fallback:server', status: 500 });
  });

  it('calls the session-expired path on any 401', async () => {
    const http = createHttp('/api');
    http.defaults.adapter = respond(401, { message: 'Unauthenticated' });
    await expect(http.post('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('clears an expired token before the call and sends the call without it', async () => {
    token = { ...freshToken, expires_at: nowSec() - 7200, expires_in: 3600 };
    let header: unknown = 'unset';
    const http = createHttp('/api');
    http.defaults.adapter = async (config) => {
      header = config.headers.get('Authorization');
      return respond(200, {})(config);
    };
    await http.get('/banners');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(header == null).toBe(true);
  });

  it('gives a timeout and a network failure their own messages', async () => {
    const http = createHttp('/api');
    http.defaults.adapter = async (config) => {
      throw new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED, config);
    };
    await expect(http.get('/x')).rejects.toMatchObject({ message: 'fallback:timeout', status: 0 });
    http.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    await expect(http.get('/x')).rejects.toMatchObject({ message: 'fallback:network', status: 0 });
  });
});
