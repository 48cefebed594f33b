import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { createMailOutbox, type MailOutbox } from '../mail/outbox.js';
import { createTestGateway } from '../payments/test-gateway.js';
import type { PaymentProvider } from '../payments/provider.js';
import { createBlogService } from '../services/blogs.js';
import { createCatalogService } from '../services/catalog.js';
import { createContentService } from '../services/content.js';
import { createInsightsService } from '../services/insights.js';
import { createOrderAdminService } from '../services/order-admin.js';
import { createOrderService } from '../services/orders.js';
import { createPaymentService } from '../services/payments.js';
import { createProfileService } from '../services/profiles.js';
import { createReviewService } from '../services/reviews.js';
import { createUserService } from '../services/users.js';

async function createPaymentProvider(config: AppConfig): Promise<PaymentProvider> {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    const { createStripeProvider } = await import('../payments/stripe.js');
    return createStripeProvider(config);
  }
  return createTestGateway();
}

/** Domain services, exposed as one typed decorator. Routes call these, never the ORM. */
export const servicesPlugin = fp(async (app) => {
  const db = app.db;
  const transport = createMailer({
    smtpUrl: app.config.SMTP_URL,
    from: app.config.MAIL_FROM,
    dataDir: app.config.DATA_DIR,
    log: (m) => app.log.info(m),
  });
  // Every mail goes through the outbox: stored with the request, sent by its worker, retried.
  const mailer: MailOutbox = createMailOutbox(db, transport, app.log);
  app.addHook('onClose', () => mailer.close());
  const catalog = createCatalogService(db);
  const log = (err: unknown) => app.log.error({ err }, 'queueing mail failed');
  const orders = createOrderService(db, { mailer, shopUrl: app.config.publicUrl, log });
  const provider = await createPaymentProvider(app.config);
  const payments = createPaymentService(db, provider, orders, app.config.PAYMENT_CURRENCY, {
    onPaid: async (orderId) => {
      app.responseCache.invalidate(['best-sellers']);
      await orders.notifyPaid(orderId);
    },
  });
  const services = {
    mailer,
    catalog,
    orders,
    orderAdmin: createOrderAdminService(db),
    insights: createInsightsService(db),
    payments,
    reviews: createReviewService(db),
    blogs: createBlogService(db),
    profiles: createProfileService(db),
    users: createUserService(db),
    content: createContentService(db),
  };
  app.decorate('services', services);
});

export type Services = {
  mailer: Mailer;
  catalog: ReturnType<typeof createCatalogService>;
  orders: ReturnType<typeof createOrderService>;
  orderAdmin: ReturnType<typeof createOrderAdminService>;
  insights: ReturnType<typeof createInsightsService>;
  payments: ReturnType<typeof createPaymentService>;
  reviews: ReturnType<typeof createReviewService>;
  blogs: ReturnType<typeof createBlogService>;
  profiles: ReturnType<typeof createProfileService>;
  users: ReturnType<typeof createUserService>;
  content: ReturnType<typeof createContentService>;
};
