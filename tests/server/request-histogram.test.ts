// @vitest-environment node
import { Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestHistogram } from '../../server/metrics/request-histogram.ts';

describe('the request histogram', () => {
  it('counts a value into every bucket whose bound it does not exceed, and exports as prom-client does', async () => {
    const histogram = new RequestHistogram();
    for (const seconds of [0.005, 0.0051, 0.3, 20]) histogram.observe('GET', '/api/act/:id', 200, seconds);
    histogram.observe('POST', '/api/game/deposit', 422, 0.001);
    const registry = new Registry();
    registry.registerMetric(histogram as unknown as Metric);
    const text = await registry.metrics();
    const series = 'method="GET",route="/api/act/:id",status="200"';
    expect(text).toContain('# TYPE lobby_http_request_duration_seconds histogram');
    expect(text).toContain(`lobby_http_request_duration_seconds_bucket{le="0.005",${series}} 1\n`);
    expect(text).toContain(`lobby_http_request_duration_seconds_bucket{le="0.01",${series}} 2\n`);
    expect(text).toContain(`lobby_http_request_duration_seconds_bucket{le="0.25",${series}} 2\n`);
    expect(text).toContain(`lobby_http_request_duration_seconds_bucket{le="0.5",${series}} 3\n`);
    expect(text).toContain(`lobby_http_request_duration_seconds_bucket{le="15",${series}} 3\n`);
    expect(text).toContain(`lobby_http_request_duration_seconds_bucket{le="+Inf",${series}} 4\n`);
    expect(text).toContain(`lobby_http_request_duration_seconds_count{${series}} 4\n`);
    expect(text).toMatch(new RegExp(`lobby_http_request_duration_seconds_sum\\{${series.replace(/[/:]/g, '\\$&')}\\} 20\\.3101`));
    expect(text).toContain('lobby_http_request_duration_seconds_count{method="POST",route="/api/game/deposit",status="422"} 1\n');
  });
});
