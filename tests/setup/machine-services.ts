import { reachable } from './process.js';

/** The machine's own services some suites need, on their standard local ports. */
const PORTS = { PostgreSQL: 5432, Redis: 6379 } as const;
export type MachineService = keyof typeof PORTS;

/**
 * Whether a suite that needs the machine's PostgreSQL or Redis must be skipped here. Locally a
 * missing service skips it with a warning; with CI=true it throws instead, so the file fails and the
 * guarantees it checks can never silently not run. Use it as `describe.skipIf(await skipWithout(...))`.
 */
export async function skipWithout(suite: string, ...needs: MachineService[]): Promise<boolean> {
  const up = await Promise.all(needs.map((service) => reachable(PORTS[service])));
  const missing = needs.filter((_, i) => !up[i]);
  if (missing.length === 0) return false;
  const what = `${suite} needs ${missing.map((service) => `${service} at 127.0.0.1:${PORTS[service]}`).join(' and ')}, which is not reachable`;
  if (process.env.CI === 'true') throw new Error(`${what}: with CI=true a missing service fails the run instead of skipping it.`);
  console.warn(`${what}; skipped (with CI=true it would fail).`);
  return true;
}
