import type { Viewer } from '../lib/viewer.js';
import type { PaymentProviderName } from '../../shared/schemas/payment.js';
import type { CardInput } from '../modules/payments/test-cards.js';
import { cancelOrder } from './cancel-order.js';
import type { FlowDeps } from './deps.js';
import { fulfilOrder } from './fulfil-order.js';
import { confirmTestPayment, intentSucceeded, startPayment } from './pay-order.js';
import { placeOrder, type OrderRequest } from './place-order.js';
import { removeProduct } from './remove-product.js';
import { refundOrder, type RefundRequest } from './refund-order.js';
import { expireOrders } from './expire-orders.js';
import type { CartLine } from '../modules/cart/service.js';
import type { RefundRow } from '../modules/payments/service.js';
import { mergeCart, setCartItem, viewCart } from './cart.js';
import { checkout, quoteCheckout, shippingOptionsFor } from './checkout.js';
import { setDelivery, type DeliveryRequest } from './delivery.js';
import { creditNoteFor, invoiceFor } from './issue-documents.js';
import { reconcileRefund, type ProviderRefund } from './reconcile-refund.js';
import { requestReturn, type ReturnRequest } from './request-return.js';
import { runImports } from './import-catalog.js';
import { createLaptop, deleteLaptop, setFitment, updateLaptop, type FitmentRequest } from './laptop-fitment.js';
import type { NewLaptop } from '../modules/laptops/service.js';
import { updateReturn, type ReturnStep } from './update-return.js';
import { createProduct, updateProduct } from './save-product.js';
import type { NewProduct, ProductChanges } from '../modules/catalog/service.js';
import { receiveStock, subscribeRestock } from './restock.js';
import { assertBought, moderateReview, writeReview, type ReviewInput } from './review-product.js';

/** Every flow, bound to its dependencies: what routes call for anything that crosses modules. */
export function createFlows(d: FlowDeps) {
  return {
    placeOrder: (viewer: Viewer, request: OrderRequest) => placeOrder(d, viewer, request),
    cancelOrder: (id: string, viewer: Viewer, options?: { alreadyOk?: boolean }) => cancelOrder(d, id, viewer, options),
    fulfilOrder: (id: string, viewer: Viewer, change: Parameters<typeof fulfilOrder>[3]) => fulfilOrder(d, id, viewer, change),
    removeProduct: (id: string) => removeProduct(d, id),
    createProduct: (product: NewProduct, models?: string[]) => createProduct(d, product, models),
    updateProduct: (id: string, changes: ProductChanges, models?: string[]) => updateProduct(d, id, changes, models),
    refundOrder: (viewer: Viewer, orderId: string, request: RefundRequest) => refundOrder(d, viewer, orderId, request),
    viewCart: (viewer: Viewer) => viewCart(d, viewer.id),
    setCartItem: (viewer: Viewer, productId: string, quantity: number, laptopId: string | null = null) =>
      setCartItem(d, viewer, productId, quantity, laptopId),
    mergeCart: (viewer: Viewer, lines: CartLine[]) => mergeCart(d, viewer, lines),
    shippingOptionsFor: (viewer: Viewer | null, query: Parameters<typeof shippingOptionsFor>[2]) => shippingOptionsFor(d, viewer, query),
    quoteCheckout: (viewer: Viewer, delivery: DeliveryRequest) => quoteCheckout(d, viewer, delivery),
    checkout: (viewer: Viewer, delivery: DeliveryRequest) => checkout(d, viewer, delivery),
    setDelivery: (id: string, viewer: Viewer, delivery: DeliveryRequest) => setDelivery(d, id, viewer, delivery),
    expireOrders: () => expireOrders(d),
    runImports: () => runImports(d),
    setFitment: (productId: string, request: FitmentRequest) => setFitment(d, productId, request),
    createLaptop: (laptop: NewLaptop) => createLaptop(d, laptop),
    updateLaptop: (id: string, laptop: NewLaptop) => updateLaptop(d, id, laptop),
    deleteLaptop: (id: string) => deleteLaptop(d, id),
    requestReturn: (viewer: Viewer, orderId: string, request: ReturnRequest) => requestReturn(d, viewer, orderId, request),
    updateReturn: (viewer: Viewer, id: string, step: ReturnStep) => updateReturn(d, viewer, id, step),
    startPayment: (viewer: Viewer, input: { orderId: string; costCents?: number }) => startPayment(d, viewer, input),
    confirmTestPayment: (input: { clientSecret: string; card: CardInput }) => confirmTestPayment(d, input),
    intentSucceeded: (provider: PaymentProviderName, intent: { id: string; amountCents: number; currency: string }) =>
      intentSucceeded(d, provider, intent),
    reconcileRefund: (provider: PaymentProviderName, refund: ProviderRefund) => reconcileRefund(d, provider, refund),
    invoiceFor: (viewer: Viewer, orderId: string) => invoiceFor(d, viewer, orderId),
    creditNoteFor: (viewer: Viewer, refund: RefundRow) => creditNoteFor(d, viewer, refund),
    receiveStock: (productId: string, units: number) => receiveStock(d, productId, units),
    subscribeRestock: (viewer: Viewer, productId: string) => subscribeRestock(d, viewer, productId),
    assertBought: (viewer: Viewer, productId: string) => assertBought(d, viewer, productId),
    writeReview: (viewer: Viewer, productId: string, input: ReviewInput) => writeReview(d, viewer, productId, input),
    moderateReview: (id: string, change: { hidden: boolean; note?: string | undefined }) => moderateReview(d, id, change),
  };
}
export type Flows = ReturnType<typeof createFlows>;
