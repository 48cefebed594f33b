import type pg from 'pg';
import type { Flows } from './flows/index.js';
import type { Viewer } from './lib/viewer.js';
import type { Auth } from './modules/accounts/auth.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { Services } from './plugins/services.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    pool: pg.Pool;
    /** The database's connection string (for LISTEN/NOTIFY clients). */
    dbUrl: string;
    auth: Auth;
    services: Services;
    /** What crosses modules: placing, paying, cancelling, fulfilling orders; removing products. */
    flows: Flows;
    /**
     * The viewer a live `Authorization: Bearer` token names (looked up once per request), or null:
     * no such header, another scheme, a malformed, unknown or expired token.
     */
    bearerViewer: (request: FastifyRequest) => Promise<Viewer | null>;
    /** onRequest hook (before the body is read and validated): 401 unless signed in (cookie or bearer token); sets request.viewer. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** Tells this instance's import worker a CSV import was queued (it also polls). */
    wakeImports: () => void;
    /** onRequest hook: 401 unless signed in, 403 unless admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}
