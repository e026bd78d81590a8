// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

const http = vi.hoisted(() => ({ postJson: vi.fn(async () => ({ list: [], total: 0, page: 1, limit: 10 })), getJson: vi.fn() }));
vi.mock('../../../src/api/http', () => http);

describe('the red-packet history request', () => {
  it('asks for ten rows a page, not the three a page that made the history a walk through pages', async () => {
    const { fetchRedbagLog } = await import('../../../src/api/events');
    await fetchRedbagLog(2);
    expect(http.postJson).toHaveBeenCalledWith('/redbag/log', { limit: 10, page: 2 }, expect.anything());
  });
});
