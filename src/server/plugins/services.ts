import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { createFlows, type Flows } from '../flows/index.js';
import { createAccountService } from '../modules/accounts/service.js';
import { createAddressService } from '../modules/addresses/service.js';
import { createProfileService } from '../modules/accounts/profiles.js';
import { createCartService } from '../modules/cart/service.js';
import { createCatalogService } from '../modules/catalog/service.js';
import { createBlogService } from '../modules/content/blogs.js';
import { createReviewService } from '../modules/content/reviews.js';
import { createContentService } from '../modules/content/service.js';
import { createInsightsService } from '../modules/insights/service.js';
import { createMailOutbox } from '../modules/mail/outbox.js';
import { createMailer } from '../modules/mail/transport.js';
import { createOrderService } from '../modules/orders/service.js';
import type { PaymentProvider } from '../modules/payments/provider.js';
import { createPaymentService } from '../modules/payments/service.js';
import { createTestGateway } from '../modules/payments/test-gateway.js';
import { createShippingService } from '../modules/shipping/service.js';

async function createPaymentProvider(config: AppConfig): Promise<PaymentProvider> {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    const { createStripeProvider } = await import('../modules/payments/stripe.js');
    return createStripeProvider(config);
  }
  return createTestGateway();
}

async function createServices(app: FastifyInstance) {
  const { db, config } = app;
  const transport = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log: (m) => app.log.info(m),
  });
  // Every mail goes through the outbox: stored with the change it tells about, sent by its worker, retried.
  const mail = createMailOutbox(db, transport, app.log);
  const catalog = createCatalogService(db);
  const orders = createOrderService(db);
  const content = createContentService(db);
  return {
    mail,
    catalog,
    cart: createCartService(db),
    orders,
    content,
    payments: createPaymentService(db),
    paymentProvider: await createPaymentProvider(config),
    accounts: createAccountService(db),
    profiles: createProfileService(db),
    blogs: createBlogService(db),
    reviews: createReviewService(db),
    addresses: createAddressService(db),
    shipping: createShippingService(db),
    insights: createInsightsService({ orders, catalog, content, mail }),
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;

/**
 * The modules' services and the flows that cross them, as two typed decorators. Routes call
 * these, never the ORM; the flows get the modules' services, never their tables.
 */
export const servicesPlugin = fp(async (app) => {
  const services = await createServices(app);
  app.addHook('onClose', () => services.mail.close());
  app.decorate('services', services);
  const flows: Flows = createFlows({
    db: app.db,
    catalog: services.catalog,
    cart: services.cart,
    addresses: services.addresses,
    shipping: services.shipping,
    orders: services.orders,
    payments: services.payments,
    provider: services.paymentProvider,
    mail: services.mail,
    invalidate: (tags) => app.responseCache.invalidate(tags),
    shopUrl: app.config.publicUrl,
    currency: app.config.PAYMENT_CURRENCY.toLowerCase(),
    orderHoldSeconds: app.config.ORDER_HOLD_SECONDS,
    maxOpenOrders: app.config.MAX_OPEN_ORDERS,
    log: app.log,
  });
  app.decorate('flows', flows);
});
