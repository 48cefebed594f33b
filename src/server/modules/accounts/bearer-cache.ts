import type { Viewer } from '../../lib/viewer.js';

/** A live session found for a token: who it acts for, and until when it is valid. */
export interface TokenSession {
  viewer: Viewer;
  expiresAt: Date;
}

export interface BearerCacheOptions {
  /** How long a looked-up token is trusted without asking PostgreSQL again; 0 disables the cache. */
  ttlMs: number;
  /** Tokens held at most; past it the oldest goes first. */
  maxEntries: number;
  now?: () => number;
}

/** At most this many tokens are held (about 2 MB): a flood of tokens pushes the oldest out. */
export const BEARER_CACHE_MAX_ENTRIES = 10_000;

/**
 * Token → viewer for a few seconds, in this process (docs/decisions/006). A hit costs no query; a
 * token is trusted for `ttlMs` at most, and never past its session's expiry. Only live sessions
 * are held (an unknown token asks PostgreSQL every time). `forgetTokens` and `forgetUsers` drop
 * entries at once (sign-out, revocation, a change of role, here or heard from another instance)
 * and also stop a lookup running at that moment from storing what it read before the change.
 * While deaf (`setHearing(false)`: another instance's revocations would go unheard) nothing is held.
 */
export function createBearerCache(options: BearerCacheOptions) {
  const now = options.now ?? Date.now;
  const held = new Map<string, { viewer: Viewer; until: number }>();
  /** Lookups of one token at the same moment share one query. */
  const running = new Map<string, Promise<Viewer | null>>();
  /** Moved on by every forget: a lookup that began before it does not store its answer. */
  let generation = 0;
  /** False while other instances' revocations cannot be heard: every lookup asks PostgreSQL. */
  let hearing = true;

  function remember(token: string, found: TokenSession, startedAt: number) {
    if (held.size >= options.maxEntries) held.delete(held.keys().next().value!);
    held.set(token, { viewer: found.viewer, until: Math.min(startedAt + options.ttlMs, found.expiresAt.getTime()) });
  }

  function load(token: string, read: (token: string) => Promise<TokenSession | null>): Promise<Viewer | null> {
    const seen = generation;
    const startedAt = now();
    const pending = read(token).then((found) => {
      if (found && seen === generation) remember(token, found, startedAt);
      return found?.viewer ?? null;
    });
    running.set(token, pending);
    const settled = () => {
      if (running.get(token) === pending) running.delete(token);
    };
    pending.then(settled, settled);
    return pending;
  }

  return {
    /** The viewer of a token: held, or read with `read` (and then held). */
    lookup(token: string, read: (token: string) => Promise<TokenSession | null>): Promise<Viewer | null> {
      if (options.ttlMs <= 0 || !hearing) return read(token).then((found) => found?.viewer ?? null);
      const entry = held.get(token);
      if (entry) {
        if (entry.until > now()) return Promise.resolve(entry.viewer);
        held.delete(token);
      }
      return running.get(token) ?? load(token, read);
    },
    /** These sessions ended (signed out, revoked): their tokens are refused from now on. */
    forgetTokens(tokens: string[]) {
      generation++;
      for (const token of tokens) {
        held.delete(token);
        running.delete(token);
      }
    },
    /** Something about these users changed (role, name, e-mail) or their sessions ended: read them again. */
    forgetUsers(userIds: Iterable<string>) {
      const gone = new Set(userIds);
      generation++;
      running.clear();
      for (const [token, entry] of held) if (gone.has(entry.viewer.id)) held.delete(token);
    },
    /**
     * Deaf (revocations elsewhere would go unheard) or hearing again: either way everything held is
     * dropped, since revocations may have been missed, and nothing is held while deaf.
     */
    setHearing(on: boolean) {
      hearing = on;
      generation++;
      running.clear();
      held.clear();
    },
    size: () => held.size,
  };
}

export type BearerCache = ReturnType<typeof createBearerCache>;
