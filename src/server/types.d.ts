import type pg from 'pg';
import type { Auth } from './auth/auth.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { Services } from './plugins/services.js';
import type { Viewer } from './services/viewer.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    pool: pg.Pool;
    /** The database's connection string (for LISTEN/NOTIFY clients). */
    dbUrl: string;
    auth: Auth;
    services: Services;
    /** preHandler: 401 unless signed in (cookie or bearer token); sets request.viewer. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 401 unless signed in, 403 unless admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}
