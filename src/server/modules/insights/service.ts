import type { CatalogService, ProductRow } from '../catalog/service.js';
import type { ContentService } from '../content/service.js';
import type { MailOutbox, MailProblems } from '../mail/outbox.js';
import type { OrderService } from '../orders/service.js';
import type { ReturnRow, ReturnService } from '../returns/service.js';
import type { ProductReviewService } from '../product-reviews/service.js';
import type { RestockService } from '../restock/service.js';
import type { PromotionEffect, PromotionService } from '../promotions/service.js';
import type { PaymentService } from '../payments/service.js';
import { wrongFitReturns, type WrongFit } from './wrong-fit.js';

export const BEST_SELLER_COUNT = 5;
/** Sold products looked at to find the best sellers still on sale (archived ones are skipped). */
const RANKED = 50;

export interface BestSellerItem {
  /** A product on sale, or one of the spec's samples while fewer parts have sold. */
  product: ProductRow | null;
  sample: { id: string; name: string; img: string; priceCents: number; description: string } | null;
}

export interface Overview {
  mail: MailProblems;
  days: { date: string; revenueCents: number; refundedCents: number; orders: number }[];
  topProducts: { productId: string; name: string; units: number }[];
  lowStock: ProductRow[];
  /** How many parts are low on stock in all (`lowStock` holds the emptiest LOW_STOCK_LISTED). */
  lowStockTotal: number;
  unreadMessages: number;
  openReturns: { total: number; items: ReturnRow[] };
  /** Products shoppers wait for, most waiting first. */
  restockWaiting: { productId: string; name: string; waiting: number }[];
  /** Product reviews written in the last NEW_REVIEW_DAYS days. */
  newReviews: number;
  /** What promotions did in the last 30 days. */
  promotions: PromotionEffect;
  /** Units returned because they did not fit, in the last 90 days: per product and per laptop model. */
  wrongFit: WrongFit;
}

/** Products listed under "Waiting for restock". */
const RESTOCK_WAITING_LISTED = 10;
const NEW_REVIEW_DAYS = 7;

/** Open returns the overview lists (the Returns page has them all). */
const OPEN_RETURNS_LISTED = 10;
/** The parts low on stock the Overview lists (the emptiest first). */
const LOW_STOCK_LISTED = 10;

/** The modules whose reads the figures are made of. */
interface InsightsDeps {
  orders: OrderService;
  catalog: CatalogService;
  content: ContentService;
  mail: MailOutbox;
  returns: ReturnService;
  productReviews: ProductReviewService;
  restock: RestockService;
  promotions: PromotionService;
  payments: Pick<PaymentService, 'refundedToGiftCardsSql'>;
}

/** Read-only figures across orders, catalog, messages and mail, for admins and the home page; each read through its module. */
export function createInsightsService(deps: InsightsDeps) {
  const { orders, catalog, content, mail, returns, productReviews, restock, promotions, payments } = deps;

  /** The most waited-for products with their names (archived ones are skipped: nobody can buy them). */
  async function restockWaiting() {
    const waits = await restock.mostWaitedFor(RESTOCK_WAITING_LISTED);
    const names = new Map((await catalog.onSaleAmong(waits.map((w) => w.productId))).map((p) => [p.id, p.name]));
    return waits.filter((w) => names.has(w.productId)).map((w) => ({ ...w, name: names.get(w.productId)! }));
  }

  /** Products on sale by units sold in paid orders, most first. */
  async function topSelling(limit: number): Promise<{ product: ProductRow; units: number }[]> {
    const ranked = await orders.unitsSoldByProduct(RANKED);
    const onSale = new Map((await catalog.onSaleAmong(ranked.map((r) => r.productId))).map((p) => [p.id, p]));
    return ranked
      .filter((r) => onSale.has(r.productId))
      .map((r) => ({ product: onSale.get(r.productId)!, units: r.units }))
      .sort((a, b) => b.units - a.units || a.product.name.localeCompare(b.product.name))
      .slice(0, limit);
  }

  return {
    /** The best sellers by units sold in paid orders; the spec's samples fill the rest. */
    async bestSellers(): Promise<BestSellerItem[]> {
      const sold = (await topSelling(BEST_SELLER_COUNT)).map(({ product }) => ({ product, sample: null }));
      if (sold.length >= BEST_SELLER_COUNT) return sold;
      const samples = await content.bestSellerSamples(BEST_SELLER_COUNT - sold.length);
      return [...sold, ...samples.map((s) => ({ product: null, sample: s }))];
    },

    async overview(): Promise<Overview> {
      const since = new Date(Date.now() - NEW_REVIEW_DAYS * 86_400_000);
      const [mailProblems, days, top, lowStock, unreadMessages, openReturns, waiting, newReviews, promotionEffect, wrongFit] =
        await Promise.all([
          mail.problems(),
          orders.dailySales(30, payments.refundedToGiftCardsSql),
          topSelling(5),
          catalog.lowStockNow(LOW_STOCK_LISTED),
          content.unreadContacts(),
          returns.open(OPEN_RETURNS_LISTED),
          restockWaiting(),
          productReviews.countSince(since),
          promotions.effectSince(30),
          wrongFitReturns({ returns, orders }),
        ]);
      return {
        mail: mailProblems,
        days,
        topProducts: top.map((t) => ({ productId: t.product.id, name: t.product.name, units: t.units })),
        lowStock: lowStock.items,
        lowStockTotal: lowStock.total,
        unreadMessages,
        openReturns,
        restockWaiting: waiting,
        newReviews,
        promotions: promotionEffect,
        wrongFit,
      };
    },
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
