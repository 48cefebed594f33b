import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from '../modules/accounts/routes.js';
import { addressRoutes } from '../modules/addresses/routes.js';
import { uploadRoutes } from '../modules/catalog/upload-routes.js';
import { catalogRoutes } from '../modules/catalog/routes.js';
import { contentRoutes } from '../modules/content/routes.js';
import { insightRoutes } from '../modules/insights/routes.js';
import { orderRoutes } from '../modules/orders/routes.js';
import { checkoutRoutes } from '../modules/orders/checkout-routes.js';
import { cartRoutes } from '../modules/cart/routes.js';
import { shippingOptionRoutes } from '../modules/shipping/options-route.js';
import { paymentRoutes } from '../modules/payments/routes.js';
import { shippingAdminRoutes } from '../modules/shipping/routes.js';
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
    cartRoutes,
    checkoutRoutes,
    shippingOptionRoutes,
    paymentRoutes,
    accountRoutes,
    contentRoutes,
    insightRoutes,
    addressRoutes,
    shippingAdminRoutes,
  ]) {
    await app.register(routes);
  }
};
