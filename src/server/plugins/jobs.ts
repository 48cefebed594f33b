import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often each instance looks for queued CSV imports (an upload on this instance wakes it at once). */
const IMPORT_POLL_MS = 2000;
/** How often the shop looks for promotions that started or ended (one instance answers for each window). */
const PROMOTION_DATES_MS = 15_000;
/** How often each instance deletes audit rows past AUDIT_RETENTION_DAYS (and once at start). */
const AUDIT_PRUNE_MS = 60 * 60 * 1000;
/** How often each instance looks whether today's low-stock digest is due (one instance sends it: the day is claimed in the database). */
const LOW_STOCK_DIGEST_MS = 10 * 60 * 1000;

/**
 * A background loop: runs `work` every `everyMs` and when woken, one run at a time; closing
 * waits for a run under way. Every job claims its rows in the database (SKIP LOCKED), so any
 * number of instances may run the same loop together.
 */
function loop(app: FastifyInstance, name: string, everyMs: number, work: () => Promise<number>) {
  let running: Promise<unknown> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = work()
      .then((n) => n > 0 && app.log.info({ job: name, done: n }, `${name}: done`))
      .catch((err: unknown) => app.log.error({ err, job: name }, `${name} failed`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    again = false;
    await running;
  });
  return run;
}

/**
 * Background jobs of this instance: the sweeper that expires unpaid orders whose hold ran out and
 * tells waiting shoppers of parts that came back from unpaid orders and stayed (every
 * ORDER_SWEEP_SECONDS), the CSV import worker (woken by an upload, and polling), promotions that
 * started or ended (every 15 s: their window claimed in the database), the staff's daily low-stock digest (looked for every 10 minutes from LOW_STOCK_DIGEST_HOUR, the day claimed in the database), and the audit trail's retention (hourly: rows older than AUDIT_RETENTION_DAYS, taken with SKIP LOCKED).
 */
export const jobsPlugin = fp(async (app) => {
  loop(app, 'expiring unpaid orders', app.config.ORDER_SWEEP_SECONDS * 1000, () => app.flows.expireOrders());
  loop(app, 'telling restocked parts', app.config.ORDER_SWEEP_SECONDS * 1000, () => app.flows.tellSettledRestocks());
  app.decorate(
    'wakeImports',
    loop(app, 'CSV imports', IMPORT_POLL_MS, () => app.flows.runImports()),
  );
  // Sale prices appear and go when a promotion starts or ends, not only when staff change one.
  loop(app, 'promotion dates', PROMOTION_DATES_MS, () => app.flows.announcePromotionDates());
  loop(app, 'low-stock digest', LOW_STOCK_DIGEST_MS, () => app.flows.sendLowStockDigest());
  loop(app, 'pruning the audit trail', AUDIT_PRUNE_MS, () => app.services.audit.prune(app.config.AUDIT_RETENTION_DAYS));
});
