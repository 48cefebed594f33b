// npm run restore -- <file> : brings a backup made by `npm run backup` back into an empty DATA_DIR.
import path from 'node:path';
import { envSchema } from '../src/server/config.js';
import { BackupError, restoreBackup } from '../src/server/db/backup.js';

const file = process.argv[2];
if (!file || process.argv.length > 3 || file.startsWith('-')) {
  console.error('Usage: npm run restore -- <backup.tar.gz>   (into DATA_DIR, as for npm start, which must be empty)');
  process.exit(2);
}
const env = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).parse(process.env);
if (env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: this restores the embedded database only. Restore an external one with pg_restore: see README, "Backups".',
  );
  process.exit(1);
}
try {
  const manifest = await restoreBackup({ file, dataDir: env.DATA_DIR, log: (m) => console.log(m) });
  console.log(
    `Restored the backup made ${manifest.createdAt} (shop ${manifest.shopVersion}, ${manifest.migrations} migrations) ` +
      `into ${path.resolve(env.DATA_DIR)}. Start the shop as usual.`,
  );
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
