import type { Database } from '../db/client.js';
import type { CacheTag } from '../plugins/response-cache.js';
import type { AddressService } from '../modules/addresses/service.js';
import type { CartService } from '../modules/cart/service.js';
import type { CatalogService } from '../modules/catalog/service.js';
import type { MailOutbox } from '../modules/mail/outbox.js';
import type { OrderService } from '../modules/orders/service.js';
import type { PaymentProvider } from '../modules/payments/provider.js';
import type { PaymentService } from '../modules/payments/service.js';
import type { ShippingService } from '../modules/shipping/service.js';

/** What the flows work with: the database (to open transactions) and the modules' public services. */
export interface FlowDeps {
  db: Database;
  catalog: CatalogService;
  cart: CartService;
  addresses: AddressService;
  shipping: ShippingService;
  orders: OrderService;
  payments: PaymentService;
  provider: PaymentProvider;
  mail: MailOutbox;
  /** Drops cached public answers after a commit changed them. */
  invalidate: (tags: CacheTag[]) => void;
  /** The shop's public address, for links in e-mails. */
  shopUrl: string;
  /** Lower-case ISO currency of payments. */
  currency: string;
  /** How long an unpaid order holds its units (ORDER_HOLD_SECONDS). */
  orderHoldSeconds: number;
  /** Unpaid orders one account may have at once (MAX_OPEN_ORDERS). */
  maxOpenOrders: number;
  log: { warn: (obj: object, msg: string) => void };
}
