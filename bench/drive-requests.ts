// The hiring drive's record of every request: how long each took and whether it failed, per row of
// the report (a take route, the sign-in, or the TUS upload's requests taken together).
import { percentile } from './api-latency.ts';

export interface RequestRow {
  route: string;
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export class RequestLog {
  private readonly rows = new Map<string, { times: number[]; errors: number }>();

  private row(route: string) {
    let row = this.rows.get(route);
    if (!row) {
      row = { times: [], errors: 0 };
      this.rows.set(route, row);
    }
    return row;
  }

  /** One request's time; a failed one counts as an error, its time as any other's. */
  sample(route: string, ms: number, failed: boolean): void {
    const row = this.row(route);
    row.times.push(ms);
    if (failed) row.errors += 1;
  }

  /** Times `request`, which throws when the answer is not the one wanted (recorded as an error). */
  async time<T>(route: string, request: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const result = await request();
      this.sample(route, performance.now() - started, false);
      return result;
    } catch (error) {
      this.sample(route, performance.now() - started, true);
      throw error;
    }
  }

  /** The rows in the order they were first used, which is the take's order. */
  summary(): RequestRow[] {
    return [...this.rows].map(([route, { times, errors }]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return {
        route,
        requests: times.length,
        errors,
        p50Ms: percentile(sorted, 50),
        p95Ms: percentile(sorted, 95),
        p99Ms: percentile(sorted, 99),
      };
    });
  }
}
