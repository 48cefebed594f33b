import { cancelOrder } from './cancel-order.js';
import { mergeCart, setCartItem, viewCart } from './cart.js';
import { shippingOptionsFor } from './checkout.js';
import { bindFlows, type FlowContext, type FlowObserver } from './context.js';
import { setDelivery } from './delivery.js';
import { eraseAccount } from './erase-account.js';
import { expireOrders } from './expire-orders.js';
import { fulfilOrder } from './fulfil-order.js';
import { inviteStaff } from './invite-staff.js';
import { queueImport, runImports } from './import-catalog.js';
import { creditNoteFor, invoiceFor } from './issue-documents.js';
import { createLaptop, deleteLaptop, setFitment, setLaptopSpec, updateLaptop } from './laptop-fitment.js';
import { confirmTestPayment, intentSucceeded, startPayment } from './pay-order.js';
import { placeOrder, priceOrder } from './place-order.js';
import { reconcileRefund } from './reconcile-refund.js';
import { refundOrder } from './refund-order.js';
import { removeProduct } from './remove-product.js';
import { requestReturn } from './request-return.js';
import { sendLowStockDigest } from './low-stock.js';
import { receiveStock, subscribeRestock, tellSettledRestocks } from './restock.js';
import { assertBought, markReviewHelpful, moderateReview, writeReview } from './review-product.js';
import { createProduct, updateProduct } from './save-product.js';
import { archiveShippingOption, createShippingOption, deleteTaxRate, setTaxRate, updateShippingOption } from './shipping-admin.js';
import { announcePromotionDates, createPromotion, endPromotion, updatePromotion } from './promotion-admin.js';
import { updateShopSettings } from './shop-settings.js';
import { issueGiftCard } from './gift-cards.js';
import { joinGuestOrders, mailGuestLink, revokeGuestLinks } from './guest-orders.js';
import { changeStaff, createRole, joinStaff, promoteToAdmin, recordAuthEvent, removeRole, updateRole } from './staff-access.js';
import { updateReturn } from './update-return.js';
import { createWebhook, removeWebhook, retryWebhookDelivery, updateWebhook } from './webhook-admin.js';

/** A guest's order: its link mailed again, revoked; guest orders joined to a verified account. */
const guestOrderFlows = { joinGuestOrders, mailGuestLink, revokeGuestLinks };

/** Shipping options and tax rates, by staff. */
const shippingFlows = { createShippingOption, updateShippingOption, archiveShippingOption, setTaxRate, deleteTaxRate };

/** Staff's webhook endpoints and "Send again" (issue 32). */
const webhookFlows = { createWebhook, updateWebhook, removeWebhook, retryWebhookDelivery };

/** Every flow, by the name routes call it by. */
const allFlows = {
  priceOrder,
  placeOrder,
  ...guestOrderFlows,
  cancelOrder,
  fulfilOrder,
  setDelivery,
  expireOrders,
  tellSettledRestocks,
  sendLowStockDigest,
  startPayment,
  confirmTestPayment,
  intentSucceeded,
  refundOrder,
  reconcileRefund,
  invoiceFor,
  creditNoteFor,
  viewCart,
  setCartItem,
  mergeCart,
  shippingOptionsFor,
  createProduct,
  updateProduct,
  removeProduct,
  receiveStock,
  subscribeRestock,
  setFitment,
  createLaptop,
  updateLaptop,
  deleteLaptop,
  setLaptopSpec,
  runImports,
  queueImport,
  requestReturn,
  updateReturn,
  assertBought,
  writeReview,
  markReviewHelpful,
  moderateReview,
  inviteStaff,
  createRole,
  updateRole,
  removeRole,
  changeStaff,
  promoteToAdmin,
  joinStaff,
  recordAuthEvent,
  createPromotion,
  updatePromotion,
  endPromotion,
  announcePromotionDates,
  ...shippingFlows,
  updateShopSettings,
  issueGiftCard,
  eraseAccount,
  ...webhookFlows,
};

/**
 * Every flow, bound to the app's context: what routes call for anything that crosses modules.
 * `app.flows.placeOrder(viewer, request)` is `placeOrder(ctx, viewer, request)`.
 */
export function createFlows(ctx: FlowContext, observe?: FlowObserver) {
  return bindFlows(ctx, allFlows, observe);
}
export type Flows = ReturnType<typeof createFlows>;
