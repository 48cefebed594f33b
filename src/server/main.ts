import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.DATA_DIR, (m) => console.log(m));
    databaseUrl = embedded.url;
  }
  const app = await buildApp({ config, databaseUrl, serveWeb: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    try {
      await app.close();
      await embedded?.stop();
      process.exit(0);
    } catch (err) {
      app.log.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
