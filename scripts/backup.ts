// npm run backup -- --out <file> : a backup of the embedded database (DATA_DIR/postgres, taken with
// PostgreSQL's low-level backup API while the shop runs) and the uploads, as one .tar.gz.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { envSchema } from '../src/server/config.js';
import { BackupError, createBackup } from '../src/server/db/backup.js';

const usage = 'Usage: npm run backup -- [--out <file.tar.gz>]   (DATA_DIR as for npm start)';
let out: string;
try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  out = values.out ?? `partshub-backup-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}.tar.gz`;
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
const env = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).parse(process.env);
if (env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: the shop uses an external PostgreSQL. Back it up with pg_dump -Fc (or your provider\'s snapshots) and keep DATA_DIR/uploads and BETTER_AUTH_SECRET: see README, "Backups".',
  );
  process.exit(1);
}
try {
  const started = Date.now();
  const manifest = await createBackup({ dataDir: env.DATA_DIR, out, log: (m) => console.log(m) });
  console.log(
    `Backup written to ${path.resolve(out)} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `shop ${manifest.shopVersion}, ${manifest.migrations} migrations, PostgreSQL ${manifest.postgresVersion}, ` +
      `WAL ${manifest.startLsn}..${manifest.stopLsn}; ${manifest.contents.join(', ')}`,
  );
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
