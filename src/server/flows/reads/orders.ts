import { apiMessages } from '../../../shared/messages.js';
import { forbidden } from '../../lib/errors.js';
import { can, type Viewer } from '../../lib/viewer.js';
import type { OrderDetail } from '../../modules/orders/service.js';
import type { RefundRow } from '../../modules/payments/service.js';
import type { Services } from '../../plugins/services.js';

/** An order with what other modules hold of it: its refunds, its invoice's number and its credit notes' numbers. */
export interface OrderView {
  order: OrderDetail;
  refunds: RefundRow[];
  invoiceNumber: string | null;
  /** The credit notes' numbers of its refunds, by refund id. */
  creditNoteNumbers: Map<string, string>;
}

/** Orders with their refunds, invoices and credit notes (one query each for the whole list). */
export async function orderViews(
  { payments, documents }: Pick<Services, 'payments' | 'documents'>,
  list: OrderDetail[],
): Promise<OrderView[]> {
  const ids = list.map((o) => o.id);
  const [refunds, docs] = await Promise.all([payments.refundsOf(ids), documents.documentsOf(ids)]);
  const creditNoteNumbers = new Map([...docs.creditNotes].map(([refundId, n]) => [refundId, n.number]));
  return list.map((order) => ({
    order,
    refunds: refunds.get(order.id) ?? [],
    invoiceNumber: docs.invoices.get(order.id)?.number ?? null,
    creditNoteNumbers,
  }));
}

/** One order with its refunds, invoice and credit notes. */
export async function orderView(services: Pick<Services, 'payments' | 'documents'>, order: OrderDetail): Promise<OrderView> {
  return (await orderViews(services, [order]))[0]!;
}

/** GET /order: the caller's orders; an admin's for any e-mail, or every order without one. */
export async function visibleOrders(
  { orders, accounts }: Pick<Services, 'orders' | 'accounts'>,
  viewer: Viewer,
  userEmail: string | undefined,
): Promise<OrderDetail[]> {
  const email = userEmail?.toLowerCase();
  const own = !email || email === viewer.email.toLowerCase();
  if (can(viewer, 'orders:read') && !own) {
    const user = await accounts.findByEmail(email);
    return user ? orders.listForUser(user.id) : [];
  }
  if (can(viewer, 'orders:read') && !email) return orders.listAll();
  if (!own) throw forbidden(apiMessages.forbidden);
  return orders.listForUser(viewer.id);
}
