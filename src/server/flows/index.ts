import type { Viewer } from '../lib/viewer.js';
import type { PaymentProviderName } from '../../shared/schemas/payment.js';
import type { CardInput } from '../modules/payments/test-cards.js';
import { cancelOrder } from './cancel-order.js';
import type { FlowDeps } from './deps.js';
import { fulfilOrder } from './fulfil-order.js';
import { confirmTestPayment, intentSucceeded, startPayment } from './pay-order.js';
import { placeOrder, type OrderRequest } from './place-order.js';
import { removeProduct } from './remove-product.js';
import { expireOrders } from './expire-orders.js';

/** Every flow, bound to its dependencies: what routes call for anything that crosses modules. */
export function createFlows(d: FlowDeps) {
  return {
    placeOrder: (viewer: Viewer, request: OrderRequest) => placeOrder(d, viewer, request),
    cancelOrder: (id: string, viewer: Viewer, options?: { alreadyOk?: boolean }) => cancelOrder(d, id, viewer, options),
    fulfilOrder: (id: string, viewer: Viewer, change: Parameters<typeof fulfilOrder>[3]) => fulfilOrder(d, id, viewer, change),
    removeProduct: (id: string) => removeProduct(d, id),
    expireOrders: () => expireOrders(d),
    startPayment: (viewer: Viewer, input: { orderId: string; costCents?: number }) => startPayment(d, viewer, input),
    confirmTestPayment: (input: { clientSecret: string; card: CardInput }) => confirmTestPayment(d, input),
    intentSucceeded: (provider: PaymentProviderName, intent: { id: string; amountCents: number; currency: string }) =>
      intentSucceeded(d, provider, intent),
  };
}
export type Flows = ReturnType<typeof createFlows>;
