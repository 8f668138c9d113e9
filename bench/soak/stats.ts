/**
 * What the soak test counts: every request's latency by the minute it finished in, and its outcome. An error is a
 * 5xx, a network error or timeout, an unexpected 4xx, or a report the server failed to make; a refusal the caller
 * expected (a documented 4xx such as 429 for too many queued reports) is counted apart. The first errors are
 * printed in full (method, URL, status, answer) so a failing request can be replayed.
 */

export type Outcome = 'ok' | 'refused' | 'error';

export interface Failure {
  method: string;
  /** The path and query only: the host is always the local server. */
  url: string;
  status: number | 'network';
  detail: string;
  user: string;
}

interface Bucket {
  latencies: number[];
  errors: number;
  refused: number;
}

const PRINTED_FAILURES = 40;

export function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))]!;
}

export class SoakStats {
  private buckets = new Map<number, Bucket>();
  private printed = 0;
  /** Errors by "METHOD route status", routes with their ids and paths folded, for the summary. */
  readonly errorKinds = new Map<string, number>();
  readonly refusalKinds = new Map<string, number>();
  /** Requests by call, whatever their outcome: the mix the users made. */
  readonly calls = new Map<string, number>();

  constructor(
    private readonly startedAt: number,
    private readonly printFailure: (line: string) => void,
  ) {}

  minuteOf(at: number): number {
    return Math.floor((at - this.startedAt) / 60_000) + 1;
  }

  private bucket(minute: number): Bucket {
    let b = this.buckets.get(minute);
    if (!b) this.buckets.set(minute, (b = { latencies: [], errors: 0, refused: 0 }));
    return b;
  }

  record(ms: number, outcome: Outcome, call: { method: string; url: string }, failure?: Failure): void {
    const b = this.bucket(this.minuteOf(Date.now()));
    b.latencies.push(ms);
    const route = `${call.method} ${routeOf(call.url)}`;
    this.calls.set(route, (this.calls.get(route) ?? 0) + 1);
    if (outcome === 'ok') return;
    const kind = `${route} ${failure?.status ?? ''}`.trim();
    const kinds = outcome === 'error' ? this.errorKinds : this.refusalKinds;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    if (outcome === 'refused') {
      b.refused++;
      return;
    }
    b.errors++;
    if (failure && this.printed < PRINTED_FAILURES) {
      this.printed++;
      this.printFailure(JSON.stringify({ failedRequest: failure }));
    }
  }

  /** A report the server accepted but could not make: no request of its own failed, but the user got nothing. */
  recordFailedJob(failure: Failure): void {
    const b = this.bucket(this.minuteOf(Date.now()));
    b.errors++;
    const kind = `job ${routeOf(failure.url)} FAILED`;
    this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1);
    if (this.printed < PRINTED_FAILURES) {
      this.printed++;
      this.printFailure(JSON.stringify({ failedReport: failure }));
    }
  }

  minute(minute: number): { requests: number; p50: number | null; p95: number | null; errors: number; refused: number } {
    const b = this.buckets.get(minute) ?? { latencies: [], errors: 0, refused: 0 };
    const sorted = [...b.latencies].sort((x, y) => x - y);
    return { requests: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), errors: b.errors, refused: b.refused };
  }

  totals(): { requests: number; errors: number; refused: number; p50: number | null; p95: number | null } {
    const all: number[] = [];
    let errors = 0;
    let refused = 0;
    for (const b of this.buckets.values()) {
      for (const l of b.latencies) all.push(l);
      errors += b.errors;
      refused += b.refused;
    }
    all.sort((x, y) => x - y);
    return { requests: all.length, errors, refused, p50: percentile(all, 50), p95: percentile(all, 95) };
  }
}

/** `/rest/vuejs/alert/details/storevisit/226` → `/rest/vuejs/alert/details/:p/:n`: groups failures by call. */
export function routeOf(url: string): string {
  const parts = url.split('?')[0]!.split('/');
  // '', 'rest', 'vuejs', area, call, parameters…
  return parts.map((p, i) => (/^\d+$/.test(p) ? ':n' : i < 5 ? p : ':p')).join('/');
}
