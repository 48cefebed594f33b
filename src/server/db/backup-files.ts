/**
 * The file side of a backup: copying a live PostgreSQL data directory as the low-level backup API
 * asks (what to leave out), the WAL segments a backup needs, and packing and unpacking the archive
 * with the system's GNU tar.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Files PostgreSQL's docs ("Making a Base Backup Using the Low Level API") say to leave out, by name at the top. */
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_manifest']);
/** Folders whose contents are left out (the folders themselves are kept, empty). pg_wal is filled afterwards. */
const EMPTIED_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** Kept for last, as pg_basebackup does: the control file after every other file. */
const CONTROL_FILE = path.join('global', 'pg_control');

const skippedAnywhere = (name: string) => name === 'pg_internal.init' || name.startsWith('pgsql_tmp');
const vanished = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

/** Copies one file that the running server may delete meanwhile (a dropped table's file): a vanished file is skipped. */
async function copyLive(from: string, to: string): Promise<void> {
  try {
    await copyFile(from, to);
  } catch (err) {
    if (!vanished(err)) throw err;
  }
}

async function copyTree(from: string, to: string, relative: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (err) {
    if (vanished(err)) return; // a database dropped during the backup
    throw err;
  }
  for (const entry of entries) {
    const rel = path.join(relative, entry.name);
    if (skippedAnywhere(entry.name) || rel === CONTROL_FILE) continue;
    if (relative === '' && SKIPPED_FILES.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (relative === '' && EMPTIED_DIRS.has(entry.name)) await mkdir(target, { mode: 0o700 });
      else await copyTree(source, target, rel);
    } else if (entry.isFile()) {
      await copyLive(source, target);
    } else if (entry.isSymbolicLink() && relative === 'pg_tblspc') {
      throw new Error('This data directory has tablespaces (pg_tblspc); the backup command copies only the data directory itself.');
    }
  }
}

/** Copies a running cluster's data directory to `to`, between pg_backup_start and pg_backup_stop. */
export async function copyDataDirectory(pgDir: string, to: string): Promise<void> {
  await copyTree(pgDir, to, '');
  await mkdir(path.join(to, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
  await copyFile(path.join(pgDir, CONTROL_FILE), path.join(to, CONTROL_FILE));
}

const SEGMENT = /^[0-9A-F]{24}$/;

/**
 * Copies the WAL segments from `first` to `last` (names as pg_walfile_name gives them, same
 * timeline) and the timeline history files, after pg_backup_stop. Answers the segments copied.
 */
export async function copyWalSegments(pgDir: string, to: string, first: string, last: string): Promise<string[]> {
  const from = path.join(pgDir, 'pg_wal');
  const names = (await readdir(from)).sort();
  const segments = names.filter((n) => SEGMENT.test(n) && n >= first && n <= last);
  if (segments[0] !== first || segments.at(-1) !== last) {
    throw new Error(`The WAL from ${first} to ${last} is no longer all in pg_wal; run the backup again.`);
  }
  for (const name of [...segments, ...names.filter((n) => n.endsWith('.history'))]) {
    await copyFile(path.join(from, name), path.join(to, 'pg_wal', name));
  }
  return segments;
}

/** Copies a folder that may not exist (uploads). Answers whether it did. */
export async function copyFolder(from: string, to: string): Promise<boolean> {
  try {
    await readdir(from);
  } catch (err) {
    if (vanished(err)) return false;
    throw err;
  }
  await copyTree(from, to, 'folder');
  return true;
}

/** Packs `entries` of `dir` into a gzip'd tar at `file` (GNU tar). */
export async function packArchive(dir: string, entries: string[], file: string): Promise<void> {
  await run('tar', ['-czf', file, '-C', dir, '--', ...entries], { maxBuffer: 16 * 1024 * 1024 });
}

/** One member of the archive as text (the manifest). */
export async function readArchiveMember(file: string, member: string): Promise<string> {
  try {
    const { stdout } = await run('tar', ['-xzOf', file, '--occurrence=1', '--', member], { maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (err) {
    throw new Error(`${file} is not a shop backup (no ${member} in it): ${(err as { stderr?: string }).stderr?.trim() ?? ''}`);
  }
}

/** Unpacks the archive into `dir`, keeping the files' modes; the files belong to whoever unpacks. */
export async function unpackArchive(file: string, dir: string): Promise<void> {
  await run('tar', ['-xzpf', file, '--no-same-owner', '-C', dir], { maxBuffer: 16 * 1024 * 1024 });
}

/** The numeric owner of a system user (`id`), or undefined when there is none. */
export async function userIds(name: string): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/** Gives a folder and everything in it to a user (`chown -R`). */
export async function chownTree(dir: string, ids: { uid: number; gid: number }): Promise<void> {
  await run('chown', ['-R', `${ids.uid}:${ids.gid}`, dir]);
}

/** The count of migrations this build of the shop knows (migrations/meta/_journal.json). */
export async function knownMigrations(migrationsFolder: string): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}
