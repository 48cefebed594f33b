import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

/** Seconds of load per scenario unless a scenario says otherwise. */
export const LOAD_SECONDS = 10;

export async function load(opts: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 50, duration: LOAD_SECONDS, ...opts });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]),
  );
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  };
}

export const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
