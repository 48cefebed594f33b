import fp from 'fastify-plugin';

/**
 * Background jobs of this instance: the sweeper that expires unpaid orders whose hold ran out
 * (every ORDER_SWEEP_SECONDS). Each run claims its orders in the database (SKIP LOCKED), so any
 * number of instances may sweep together. Closing waits for a run under way.
 */
export const jobsPlugin = fp(async (app) => {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    if (running) return;
    running = app.flows
      .expireOrders()
      .then((n) => n > 0 && app.log.info({ expired: n }, 'unpaid orders expired'))
      .catch((err: unknown) => app.log.error({ err }, 'expiring unpaid orders failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, app.config.ORDER_SWEEP_SECONDS * 1000);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
