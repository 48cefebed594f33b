import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { createDatabase, runMigrations } from './db/client.js';
import { invalidAddress } from './lib/http.js';
import { newRequestId } from './lib/tracing.js';
import { seedDemoData } from './db/seed.js';
import { authPlugin } from './api/accounts/auth-plugin.js';
import { ensureAdmin } from './modules/accounts/ensure-admin.js';
import { uploadedFilesPlugin } from './api/catalog/upload-routes.js';
import { trackInFlight } from './plugins/in-flight.js';
import { jobsPlugin } from './plugins/jobs.js';
import { metricsPlugin } from './plugins/metrics.js';
import { bodyDrainPlugin } from './plugins/body-drain.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { responseCachePlugin } from './plugins/response-cache.js';
import { securityPlugin } from './plugins/security.js';
import { servicesPlugin } from './plugins/services.js';
import { sessionRevocationsPlugin } from './plugins/session-revocations.js';
import { staticWebPlugin } from './plugins/static-web.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { apiRoutes } from './api/index.js';
import { sitemapRoutes } from './api/platform/sitemap.js';

export interface BuildAppOptions {
  config: AppConfig;
  databaseUrl: string;
  /** Serve the built web app from dist/web (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
}

function trustProxy(setting: AppConfig['TRUST_PROXY']): string | ((address: string, hop: number) => boolean) {
  if (setting === 'loopback') return 'loopback';
  return (_address, hop) => hop < setting;
}

/** Errors raised before any hook (bad URL encoding, over-long path parameters) get the API's shape. */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  void reply
    .status(status)
    .header('x-content-type-options', 'nosniff')
    .send({ message: status === 414 ? 'The address is too long.' : invalidAddress, code: error.code });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 1024 * 1024,
    // Only the proxies we trust may set the client address (X-Forwarded-For).
    trustProxy: trustProxy(config.TRUST_PROXY),
    frameworkErrors,
    // Unique across instances and restarts: the audit trail keeps it with each staff write, beside the log lines.
    // A random UUID, or the request's trace id when tracing (lib/tracing.ts).
    genReqId: newRequestId,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db, pool } = createDatabase(options.databaseUrl);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('pool', pool);
  app.decorate('dbUrl', options.databaseUrl);
  app.decorate('readiness', { draining: false });
  app.addHook('onClose', async () => {
    await pool.end();
  });

  await runMigrations(db);

  // Adds no onRequest hook (the response cache's stays first); every other plugin counts into it.
  await app.register(metricsPlugin);
  // First: its onRequest hook answers a cache hit before any other hook runs (docs/decisions/004).
  await app.register(responseCachePlugin);
  const inFlight = trackInFlight(app);
  await app.register(errorHandlerPlugin);
  await app.register(bodyDrainPlugin);
  await app.register(securityPlugin);
  await app.register(swaggerPlugin);
  await app.register(servicesPlugin);
  // Before anything can end a session or change a user: the other instances hear of it (ADR 006).
  await app.register(sessionRevocationsPlugin);
  await app.register(authPlugin);
  await app.register(jobsPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(uploadedFilesPlugin);
  if (options.serveWeb) {
    await app.register(sitemapRoutes);
    await app.register(staticWebPlugin);
  }

  if (config.SEED) {
    await seedDemoData(db);
    await ensureAdmin(app.services.accounts, app.auth, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }, app.log);
  }
  // Registered last, so it runs first when closing: handlers still running finish before the pool ends.
  // The grace left after the drain, less a few seconds for the jobs and pools that close after them.
  const settleMs = Math.max(1000, (config.SHUTDOWN_GRACE_SECONDS - config.SHUTDOWN_DRAIN_SECONDS - 3) * 1000);
  app.addHook('onClose', () => inFlight.settled(settleMs));
  return app;
}
