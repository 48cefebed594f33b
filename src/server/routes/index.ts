import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from '../modules/accounts/routes.js';
import { addressRoutes } from '../modules/addresses/routes.js';
import { uploadRoutes } from '../modules/catalog/upload-routes.js';
import { catalogRoutes } from '../modules/catalog/routes.js';
import { contentRoutes } from '../modules/content/routes.js';
import { documentRoutes } from '../modules/documents/routes.js';
import { insightRoutes } from '../modules/insights/routes.js';
import { orderRoutes } from '../modules/orders/routes.js';
import { checkoutRoutes } from '../modules/orders/checkout-routes.js';
import { cartRoutes } from '../modules/cart/routes.js';
import { shippingOptionRoutes } from '../modules/shipping/options-route.js';
import { paymentRoutes } from '../modules/payments/routes.js';
import { shippingAdminRoutes } from '../modules/shipping/routes.js';
import { returnRoutes } from '../modules/returns/routes.js';
import { laptopRoutes } from '../modules/laptops/routes.js';
import { importRoutes } from '../modules/imports/routes.js';
import { productReviewRoutes } from '../modules/product-reviews/routes.js';
import { restockRoutes } from '../modules/restock/routes.js';
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
    documentRoutes,
    accountRoutes,
    contentRoutes,
    insightRoutes,
    addressRoutes,
    shippingAdminRoutes,
    returnRoutes,
    laptopRoutes,
    importRoutes,
    productReviewRoutes,
    restockRoutes,
  ]) {
    await app.register(routes);
  }
};
