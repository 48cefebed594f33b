import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from '../modules/accounts/routes.js';
import { uploadRoutes } from '../modules/catalog/upload-routes.js';
import { catalogRoutes } from '../modules/catalog/routes.js';
import { contentRoutes } from '../modules/content/routes.js';
import { insightRoutes } from '../modules/insights/routes.js';
import { orderRoutes } from '../modules/orders/routes.js';
import { paymentRoutes } from '../modules/payments/routes.js';
import { configRoutes } from './config.js';
import { healthRoutes } from './health.js';

/** Every module's routes, under /api, plus the platform's own (health, public config). */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    healthRoutes,
    configRoutes,
    catalogRoutes,
    uploadRoutes,
    orderRoutes,
    paymentRoutes,
    accountRoutes,
    contentRoutes,
    insightRoutes,
  ]) {
    await app.register(routes);
  }
};
