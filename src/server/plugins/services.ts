import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import type { FlowContext } from '../flows/context.js';
import { createFlows, type Flows } from '../flows/index.js';
import { createAccountService, unconfirmedAddressSql } from '../modules/accounts/service.js';
import { createAuditService } from '../modules/audit/service.js';
import { createAddressService } from '../modules/addresses/service.js';
import { createProfileService } from '../modules/accounts/profiles.js';
import { createRoleService } from '../modules/accounts/roles.js';
import { createStaffService } from '../modules/accounts/staff.js';
import { createInvitationService } from '../modules/accounts/invitations.js';
import { createSettingsService } from '../modules/settings/service.js';
import { createCartService } from '../modules/cart/service.js';
import { createCatalogService } from '../modules/catalog/service.js';
import { createBlogService } from '../modules/content/blogs.js';
import { createReviewService } from '../modules/content/reviews.js';
import { createContentService } from '../modules/content/service.js';
import { createDocumentService } from '../modules/documents/service.js';
import { createInsightsService } from '../modules/insights/service.js';
import { createMailOutbox } from '../modules/mail/outbox.js';
import { createMailer } from '../modules/mail/transport.js';
import { createOrderService } from '../modules/orders/service.js';
import type { PaymentProvider } from '../modules/payments/provider.js';
import { createPaymentService } from '../modules/payments/service.js';
import { createTestGateway } from '../modules/payments/test-gateway.js';
import { createShippingService } from '../modules/shipping/service.js';
import { createReturnService } from '../modules/returns/service.js';
import { createLaptopService } from '../modules/laptops/service.js';
import { createImportService } from '../modules/imports/service.js';
import { createProductReviewService } from '../modules/product-reviews/service.js';
import { createRestockService } from '../modules/restock/service.js';
import { createPromotionService } from '../modules/promotions/service.js';
import { createGiftCardService } from '../modules/credit/gift-cards.js';
import { createStoreCreditService } from '../modules/credit/store-credit.js';
import { createWebhookService } from '../modules/webhooks/service.js';
import { getOrCreateSetting, randomSecret } from '../db/settings.js';

async function createPaymentProvider(config: AppConfig): Promise<PaymentProvider> {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    const { createStripeProvider } = await import('../modules/payments/stripe.js');
    return createStripeProvider(config);
  }
  return createTestGateway();
}

/** Outbound webhooks; their worker delivers events from any instance, like the mail outbox's. */
const createWebhooks = ({ db, config, log }: FastifyInstance) =>
  createWebhookService(db, log, {
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    timeoutMs: config.WEBHOOK_TIMEOUT_SECONDS * 1000,
    retryBaseMs: config.WEBHOOK_RETRY_SECONDS * 1000,
  });

async function createServices(app: FastifyInstance) {
  const { db, config } = app;
  const transport = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log: (m) => app.log.info(m),
  });
  // Every mail goes through the outbox: stored with the change it tells about, sent by its worker, retried.
  const mail = createMailOutbox(db, transport, app.log, {
    perRecipientHour: config.MAIL_PER_RECIPIENT_HOUR,
    perUnverifiedDay: config.MAIL_PER_UNVERIFIED_DAY,
    unverified: unconfirmedAddressSql,
    shopUrl: config.publicUrl,
  });
  const catalog = createCatalogService(db);
  // Guest orders' links are signed with the shop's own secret, kept in the database (the same on every instance).
  const orders = createOrderService(db, await getOrCreateSetting(db, 'guest_link_secret', randomSecret));
  const content = createContentService(db);
  const returns = createReturnService(db);
  const productReviews = createProductReviewService(db);
  const restock = createRestockService(db);
  const roles = createRoleService(db);
  const promotions = createPromotionService(db);
  const payments = createPaymentService(db);
  return {
    mail,
    catalog,
    cart: createCartService(db),
    orders,
    content,
    payments,
    documents: createDocumentService(db),
    paymentProvider: await createPaymentProvider(config),
    accounts: createAccountService(db, {
      bearerCacheSeconds: config.BEARER_CACHE_SECONDS,
      accessOf: roles.accessOf,
      staffTwoFactor: config.STAFF_2FA,
    }),
    roles,
    staff: createStaffService(db, roles),
    invitations: createInvitationService(db),
    settings: createSettingsService(db),
    profiles: createProfileService(db),
    blogs: createBlogService(db),
    reviews: createReviewService(db),
    addresses: createAddressService(db),
    shipping: createShippingService(db),
    returns,
    laptops: createLaptopService(db),
    imports: createImportService(db),
    productReviews,
    restock,
    insights: createInsightsService({ orders, catalog, content, mail, returns, productReviews, restock, promotions, payments }),
    audit: createAuditService(db),
    promotions,
    giftCards: createGiftCardService(db),
    storeCredit: createStoreCreditService(db),
    webhooks: createWebhooks(app),
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;

/** What the flows get: the one `Services` and the platform's values they use (flows/context.ts). */
export function flowContext(app: FastifyInstance, services: Services): FlowContext {
  return {
    ...services,
    db: app.db,
    invalidate: (tags) => app.responseCache.invalidate(tags),
    log: app.log,
    shopUrl: app.config.publicUrl,
    currency: app.config.PAYMENT_CURRENCY.toLowerCase(),
    orderHoldSeconds: app.config.ORDER_HOLD_SECONDS,
    maxOpenOrders: app.config.MAX_OPEN_ORDERS,
    holdLimits: { maxUnits: app.config.MAX_HELD_UNITS, sharePercent: app.config.MAX_HELD_SHARE_PERCENT },
    restockSettleSeconds: app.config.RESTOCK_SETTLE_SECONDS,
    returnWindowDays: app.config.RETURN_WINDOW_DAYS,
    lowStockDigestHour: app.config.LOW_STOCK_DIGEST_HOUR,
    returnAddressLines: app.config.returnAddressLines,
  };
}

/**
 * The modules' services and the flows that cross them, as two typed decorators. Routes call
 * these, never the ORM; the flows get the modules' services, never their tables.
 */
export const servicesPlugin = fp(async (app) => {
  const services = await createServices(app);
  app.addHook('onClose', () => services.mail.close());
  app.addHook('onClose', () => services.webhooks.close());
  app.decorate('services', services);
  const flows: Flows = createFlows(flowContext(app, services), app.metrics.flowDone);
  app.decorate('flows', flows);
});
