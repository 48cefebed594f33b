import type { Database } from '../db/client.js';
import type { CacheTag } from '../plugins/response-cache.js';
import type { AddressService } from '../modules/addresses/service.js';
import type { CartService } from '../modules/cart/service.js';
import type { CatalogService } from '../modules/catalog/service.js';
import type { DocumentService } from '../modules/documents/service.js';
import type { MailOutbox } from '../modules/mail/outbox.js';
import type { OrderService } from '../modules/orders/service.js';
import type { PaymentProvider } from '../modules/payments/provider.js';
import type { PaymentService } from '../modules/payments/service.js';
import type { ShippingService } from '../modules/shipping/service.js';
import type { ReturnService } from '../modules/returns/service.js';
import type { LaptopService } from '../modules/laptops/service.js';
import type { ImportService } from '../modules/imports/service.js';
import type { AccountService } from '../modules/accounts/service.js';
import type { ProductReviewService } from '../modules/product-reviews/service.js';
import type { RestockService } from '../modules/restock/service.js';

/** What the flows work with: the database (to open transactions) and the modules' public services. */
export interface FlowDeps {
  db: Database;
  catalog: CatalogService;
  cart: CartService;
  addresses: AddressService;
  shipping: ShippingService;
  orders: OrderService;
  payments: PaymentService;
  /** Invoices and credit notes, numbered in the transactions that make them due. */
  documents: DocumentService;
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
  returns: ReturnService;
  laptops: LaptopService;
  imports: ImportService;
  /** Who the customers are (their e-mail and name, for mails to them). */
  accounts: AccountService;
  productReviews: ProductReviewService;
  restock: RestockService;
  /** Days after delivery within which parts may be returned (RETURN_WINDOW_DAYS). */
  returnWindowDays: number;
  /** Where returned parts go, one line each. */
  returnAddressLines: string[];
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}
