import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './accounts/routes.js';
import { addressRoutes } from './addresses/routes.js';
import { uploadRoutes } from './catalog/upload-routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { contentRoutes } from './content/routes.js';
import { documentRoutes } from './documents/routes.js';
import { insightRoutes } from './insights/routes.js';
import { orderRoutes } from './orders/routes.js';
import { checkoutRoutes } from './checkout/routes.js';
import { cartRoutes } from './cart/routes.js';
import { shippingOptionRoutes } from './shipping/options-route.js';
import { paymentRoutes } from './payments/routes.js';
import { shippingAdminRoutes } from './shipping/routes.js';
import { returnRoutes } from './returns/routes.js';
import { laptopRoutes } from './laptops/routes.js';
import { importRoutes } from './imports/routes.js';
import { productReviewRoutes } from './product-reviews/routes.js';
import { restockRoutes } from './restock/routes.js';
import { messageRoutes } from './messages/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { auditRoutes } from './audit/routes.js';
import { promotionRoutes } from './promotions/routes.js';
import { giftCardRoutes } from './gift-cards/routes.js';
import { guestOrderRoutes } from './orders/guest-routes.js';
import { webhookRoutes } from './webhooks/routes.js';
import { configRoutes } from './platform/config.js';
import { healthRoutes } from './platform/health.js';

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
    settingsRoutes,
    messageRoutes,
    auditRoutes,
    promotionRoutes,
    giftCardRoutes,
    guestOrderRoutes,
    webhookRoutes,
  ]) {
    await app.register(routes);
  }
};
