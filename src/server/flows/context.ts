import type { Database } from '../db/client.js';
import type { CacheTag } from '../plugins/response-cache.js';
import type { Services } from '../plugins/services.js';
import { traced } from '../lib/tracing.js';

/** What flows get besides the modules' services: the database, the response cache, the log and the settings they use. */
export interface FlowPlatform {
  /** To open transactions (and to read outside one). */
  db: Database;
  /** Drops cached public answers after a commit changed them. */
  invalidate: (tags: CacheTag[]) => void;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** The shop's public address, for links in e-mails. */
  shopUrl: string;
  /** Lower-case ISO currency of payments. */
  currency: string;
  /** How long an unpaid order holds its units (ORDER_HOLD_SECONDS). */
  orderHoldSeconds: number;
  /** Unpaid orders one account may have at once (MAX_OPEN_ORDERS). */
  maxOpenOrders: number;
  /** Units of one product one account may hold unpaid: at most `maxUnits`, and `sharePercent` of what is on sale to it. */
  holdLimits: { maxUnits: number; sharePercent: number };
  /** Units back from an unpaid order tell waiting shoppers only if still on the shelf this long afterwards (RESTOCK_SETTLE_SECONDS). */
  restockSettleSeconds: number;
  /** Days after delivery within which parts may be returned (RETURN_WINDOW_DAYS). */
  returnWindowDays: number;
  /** The hour (UTC) from which the day's low-stock digest goes out (LOW_STOCK_DIGEST_HOUR); null: never. */
  lowStockDigestHour: number | null;
  /** Where returned parts go, one line each. */
  returnAddressLines: string[];
}

/**
 * Everything a flow may use: the one `Services` the app builds, and the platform's values. A flow
 * names what it uses with `Pick<FlowContext, ...>` and takes that first.
 */
export type FlowContext = Services & FlowPlatform;

/** A flow as routes call it: its context bound, the rest of its parameters and its answer unchanged. */
export type BoundFlow<F> = F extends (d: never, ...args: infer A) => infer R ? (...args: A) => R : never;

/** Flows that each take (a part of) `C` first. */
type FlowsOf<C> = Record<string, (d: C, ...args: never[]) => unknown>;

/** Told each flow's result when it resolves (the operator's metrics count orders and money this way). */
export type FlowObserver = (name: string, result: unknown) => void;

/** Calls the observer with a flow's result once it resolves; the caller keeps the flow's own promise (its rejection included). */
function observed(name: string, call: (...args: never[]) => unknown, observe: FlowObserver) {
  return (...args: never[]) => {
    const result = call(...args);
    if (result instanceof Promise)
      void result.then(
        (value) => observe(name, value),
        () => {},
      );
    else observe(name, result);
    return result;
  };
}

/**
 * Binds each flow to the context: `bindFlows(ctx, { placeOrder })`.placeOrder(viewer, request) calls placeOrder(ctx, viewer, request).
 * When tracing (OTEL_EXPORTER_OTLP_ENDPOINT), each call runs in its own span, `flow placeOrder`; `observe` hears each result.
 */
export function bindFlows<C, T extends FlowsOf<C>>(ctx: C, flows: T, observe?: FlowObserver): { [K in keyof T]: BoundFlow<T[K]> } {
  const bound = Object.entries(flows).map(([name, flow]) => {
    const call = traced(`flow ${name}`, (...args: never[]) => flow(ctx, ...args));
    return [name, observe ? observed(name, call, observe) : call];
  });
  return Object.fromEntries(bound) as { [K in keyof T]: BoundFlow<T[K]> };
}
