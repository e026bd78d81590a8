/** Upper bounds of the buckets, seconds: the lobby's 15 s time-out is the last. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15] as const;

interface Series {
  labels: { method: string; route: string; status: number };
  /** Observations per bucket, not cumulative; the last one is above every bound (+Inf only). */
  counts: number[];
  sum: number;
  count: number;
}

interface Sample {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * `lobby_http_request_duration_seconds`, written for the request path: prom-client's Histogram
 * validates and hashes its label object on every observation, about 5 µs of a request's 50–100 µs
 * in `bench:metrics`; this one finds its series by one string key and bumps one bucket. It gives a
 * registry what prom-client's metrics give (`name`, `help`, `type`, `get()`), so it is exported the same way.
 */
export class RequestHistogram {
  readonly name = 'lobby_http_request_duration_seconds';
  readonly help = 'Requests answered, by method, route pattern and status, from arrival to the last byte handed to the socket (live streams are counted by lobby_live_streams instead)';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = { labels: { method, route, status }, counts: new Array<number>(BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    let i = 0;
    while (i < BUCKETS.length && seconds > BUCKETS[i]!) i += 1;
    series.counts[i]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** The samples of every series, buckets cumulative as Prometheus reads them. */
  get() {
    const values: Sample[] = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let below = 0;
      BUCKETS.forEach((le, i) => {
        below += counts[i]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { le, ...labels }, value: below });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', ...labels }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }
}
