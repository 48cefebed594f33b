import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { channelNotifier, listenOnChannel, parseNotice } from '../lib/pg-listen.js';

const CHANNEL = 'partshub_sessions';

/**
 * Revocations reach every instance within a second (docs/decisions/006): when sessions end or a user
 * changes through this instance (sign-out, revoked sessions, a password changed or reset, a role
 * given, an account changed or deleted), it drops their bearer tokens at once and tells the others
 * through PostgreSQL NOTIFY which users to read again. A notice names the user ids only (never a
 * token) and the instance that sent it, which skips its own.
 *
 * While this instance's LISTEN connection is lost, another instance's revocation would go unheard:
 * the accounts service then trusts no token from memory (every request asks PostgreSQL) until it
 * listens again (lib/pg-listen.ts reconnects). With BEARER_CACHE_SECONDS=0 nothing is held, so
 * nothing needs to be heard; this instance still tells the others.
 */
export const sessionRevocationsPlugin = fp(async (app) => {
  const accounts = app.services.accounts;
  const instance = randomUUID();
  const notify = channelNotifier(app, CHANNEL, instance);
  if (accounts.holdsBearerTokens) {
    await listenOnChannel(app, CHANNEL, {
      notice: (payload) => {
        const { from, items } = parseNotice(payload);
        if (from !== instance && items.length > 0) accounts.revokedElsewhere(items);
      },
      lost: (err) => {
        app.log.warn({ err }, 'session revocation listener lost; bearer tokens are read from PostgreSQL until it listens again');
        accounts.hearsRevocations(false);
      },
      back: () => {
        accounts.hearsRevocations(true);
        app.log.info('session revocation listener back; bearer tokens are held in memory again');
      },
    });
  }
  accounts.announceChangesTo(notify);
});
