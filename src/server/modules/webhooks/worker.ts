import type { Database } from '../../db/client.js';
import { claimDue, pruneDeliveries, recordAttempt, type ClaimedDelivery, type RetryPolicy } from './outbox.js';
import { sendSigned } from './send.js';

export interface WebhookWorkerOptions {
  /** A receiver that has not answered (connected, answered and sent its first bytes) by then fails the attempt (10 s). */
  timeoutMs: number;
  /** Private and loopback receivers allowed (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** The first retry waits this long (15 s), each later one twice as long, at most 4 hours apart, for a day. */
  retryBaseMs: number;
  /** How often the worker looks for due deliveries (and ones other instances queued). */
  pollMs?: number;
  /** Deliveries in flight at once on this instance: a slow receiver holds one slot, not the others. */
  concurrency?: number;
}

type WorkerLog = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

const DAY_MS = 24 * 3600 * 1000;
/** Finished deliveries are kept this many days for the deliveries page, then pruned (hourly). */
const KEEP_DAYS = 30;

/** Sends one claimed delivery and records what came of it. */
async function deliver(db: Database, log: WorkerLog, options: WebhookWorkerOptions, policy: RetryPolicy, delivery: ClaimedDelivery) {
  const result = await sendSigned(delivery, { timeoutMs: options.timeoutMs, allowPrivate: options.allowPrivate });
  const ok = result.error === null;
  if (!ok) {
    log.warn(
      { delivery: delivery.id, event: delivery.eventId, attempt: delivery.attempts, error: result.error },
      'webhook delivery failed',
    );
  }
  await recordAttempt(db, delivery, { ok, ...result }, policy);
}

/** Finished deliveries older than KEEP_DAYS go, hourly (any instance: deleting twice is harmless). */
function startPruning(db: Database, log: WorkerLog) {
  const sweeper = setInterval(
    () => void pruneDeliveries(db, KEEP_DAYS).catch((err: unknown) => log.error({ err }, 'webhook prune failed')),
    3_600_000,
  );
  sweeper.unref();
  return sweeper;
}

/**
 * The delivery worker of one instance: claims due deliveries in the database (any instance may;
 * SKIP LOCKED), sends each on its own (up to `concurrency` at a time, so a receiver that hangs
 * until its timeout holds only its own slot), records the outcome, and looks again when a slot
 * frees, when woken after a commit, and every `pollMs`. `close` stops claiming and waits for the
 * deliveries in flight (each ends by its timeout).
 */
export function startWebhookWorker(db: Database, log: WorkerLog, options: WebhookWorkerOptions) {
  const { pollMs = 1000, concurrency = 8 } = options;
  const policy: RetryPolicy = { retryBaseMs: options.retryBaseMs, capMs: 4 * 3600 * 1000, maxAgeMs: DAY_MS };
  // A claim outlives the attempt: a sender that died leaves its delivery due again after this.
  const leaseMs = options.timeoutMs + 30_000;
  const inFlight = new Set<Promise<void>>();
  let claiming: Promise<void> | undefined;
  let again = false;
  let closed = false;

  function start(delivery: ClaimedDelivery) {
    const run: Promise<void> = deliver(db, log, options, policy, delivery)
      .catch((err: unknown) => log.error({ err, delivery: delivery.id }, 'webhook delivery could not be recorded'))
      .finally(() => {
        inFlight.delete(run);
        kick();
      });
    inFlight.add(run);
  }

  async function claimWhileRoom() {
    do {
      again = false;
      const room = concurrency - inFlight.size;
      if (room <= 0) return;
      const claimed = await claimDue(db, room, leaseMs).catch((err: unknown) => {
        log.error({ err }, 'webhook worker could not claim deliveries');
        return [];
      });
      for (const delivery of claimed) start(delivery);
      if (claimed.length === room) again = true;
    } while (again && !closed);
  }

  function kick() {
    if (closed) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = claimWhileRoom().finally(() => {
      claiming = undefined;
    });
  }

  const timer = setInterval(kick, pollMs);
  timer.unref();
  const sweeper = startPruning(db, log);
  kick();

  return {
    /** Looks for due deliveries now (after a commit that queued some); polling covers a missed wake. */
    wake: kick,
    async close() {
      closed = true;
      clearInterval(timer);
      clearInterval(sweeper);
      await claiming;
      await Promise.allSettled([...inFlight]);
    },
  };
}
