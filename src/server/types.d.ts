import type pg from 'pg';
import type { Flows } from './flows/index.js';
import type { Permission } from '../shared/permissions.js';
import type { Viewer } from './lib/viewer.js';
import type { Auth } from './modules/accounts/auth.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { Services } from './plugins/services.js';
import type { ShopMetrics } from './plugins/metrics.js';

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
    /**
     * onRequest hook for routes guests may use too: signs the request in as requireUser does when it
     * carries a session cookie or a bearer token (401 for a bearer token that is not valid), and
     * leaves request.viewer null when it carries neither (or a cookie without a live session).
     */
    optionalUser: (request: FastifyRequest) => Promise<void>;
    /** The operator's metrics (GET /metrics; issue 32). */
    metrics: ShopMetrics;
    /** Set when the instance is closing (SIGTERM): readiness answers 503 from then on. */
    readiness: { draining: boolean };
    /** Tells this instance's import worker a CSV import was queued (it also polls). */
    wakeImports: () => void;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyContextConfig {
    /**
     * The staff permission the route needs (issue 29), or a list of which any one will do (the
     * handler then asks for the one the request's body needs): checked in onRequest, before the
     * body is read or validated, by the auth plugin (401 signed out, 403 { code: 'FORBIDDEN', permission }).
     */
    permission?: Permission | readonly Permission[];
  }
}
