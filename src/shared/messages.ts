/**
 * Texts the spec quotes, spelt exactly as quoted. Both the server and the web
 * import them from here so a message is written once.
 */
export const messages = {
  requiredEmail: 'Requird Email',
  invalidEmail: 'validate your Emai!',
  requiredPassword: 'Requird password',
  shortPassword: 'validate your password!',
  requiredName: 'Requird Name',
  signupShortPassword: 'Must be Needs 6 Currecter!',
  orderAdded: 'added your orders',
  quantityAdded: 'quantity added',
  reviewAdded: 'successfully Review add',
  madeAdmin: 'Make a admin for All Access!',
  makeAdminFailed: 'failed to make an admin',
  paymentCompleted: 'your payment is completed',
  confirmDeleteOrder: 'Are You Sure For Delete Order?',
  manageOrdersHeading: 'All Orders Manageing here',
  happyCustomers: 'Our Happy Customer',
  bestSelling: 'Best Selling Product',
  businessHistory: 'Our Business History',
  findProduct: 'Find Your Product',
  continueWithGoogle: 'CONTINUE WITH GOOGLE',
} as const;

/**
 * A cart's limits, said the same by the server and by the guest cart in the browser (which imports
 * these alone: the rest of apiMessages stays out of every page's first JavaScript).
 */
export const cartMessages = {
  cartFull: (max: number) => `A cart holds at most ${max} different parts.`,
  notEnoughStock: (name: string, available: number) =>
    available === 0 ? `${name} is sold out. Remove it from your cart.` : `Only ${available} of ${name} left in stock. Lower the quantity.`,
};

/** Messages the server answers with (shown by the UI as they come). */
export const apiMessages = {
  outOfStock: 'Not enough units in stock for this order.',
  orderNotFound: 'Order not found.',
  productNotFound: 'Product not found.',
  blogNotFound: 'Blog not found.',
  paidOrderDelete: 'A paid order cannot be deleted.',
  exchangeOrderCancel: 'This order replaces a part you returned: to cancel it, please ask the shop.',
  orderAlreadyPaid: 'This order is already paid.',
  costMismatch: 'The amount does not match the order price.',
  orderNotPayable: 'This order can no longer be paid.',
  tooManyOpenOrders: (max: number) => `You have ${max} unpaid orders. Pay for or cancel one of them before placing another.`,
  holdLimit: (name: string, most: number, held: number) =>
    held === 0
      ? `You can order at most ${most} of ${name} at a time. Lower the quantity; once this order is paid you can order more.`
      : `You already have ${held} of ${name} in an unpaid order; at most ${most} can wait for payment at once. Pay for that order first, then order more.`,
  signInRequired: 'Please sign in first.',
  forbidden: 'You are not allowed to do this.',
  adminOnly: 'Only an admin can do this.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  bodyTooLarge: 'The request body is too large (1 MB at most).',
  internal: 'Something went wrong on our side. Please try again.',
  addressNotFound: 'Address not found.',
  tooManyAddresses: (max: number) => `An address book holds at most ${max} addresses. Delete one first.`,
  shippingOptionNotFound: 'Shipping option not found.',
  shippingNotToCountry: 'This shipping option does not deliver to that country.',
  shippingNoBatteries: 'This shipping option cannot carry batteries. Choose one that can.',
  deliveryRequired: 'Add a delivery address and a shipping option to this order before paying.',
  paymentUnderWay: 'A payment for this order is under way. Wait for it to finish before changing the delivery.',
  deliveryLocked: 'The delivery of a paid order cannot be changed.',
  cartEmpty: 'Your cart is empty.',
  cartFull: cartMessages.cartFull,
  notEnoughStock: cartMessages.notEnoughStock,
  refundUnpaid: 'Only a paid order can be refunded.',
  /** A guest's order has no account to hold store credit. */
  guestNoStoreCredit: 'This order was placed without an account, so its refund goes back the way it was paid, not as store credit.',
  /** A guest checkout while the owner has turned guest checkout off. */
  guestCheckoutOff: 'Sign in to check out: this shop takes orders from customers with an account.',
  /** A guest order's link that is malformed, forged or revoked. */
  guestLinkInvalid: 'This order link is not valid any more. Use "Find my order" to get a new link by e-mail.',
  /** "Find my order": the same answer whether or not the order exists. */
  guestLookupSent: (email: string) => `If an order with that number was placed with ${email}, we have e-mailed its link there.`,
  refundTooLarge: (left: string) => `At most ${left} can still be refunded on this order.`,
  refundOverLimit: (limit: string) => `You can refund at most ${limit} at once. Ask an owner or admin for a larger refund.`,
  invoiceUnpaid: 'This order is not paid yet, so it has no invoice.',
  creditNoteNotDue: 'This refund has not gone through, so it has no credit note.',
  refundNotFound: 'Refund not found.',
  reviewNotBought: 'Only customers who bought this part can review it.',
  reviewNotFound: 'Review not found.',
  ownReviewHelpful: 'You cannot mark your own review as helpful.',
  priceChanged: 'A price in your cart changed while you were checking out. Review the new total and try again.',
} as const;

/** Error codes the server's auth answers carry, and what a shopper reads for each. */
export const authErrorText: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'The e-mail or password is not right. Check both and try again.',
  USER_ALREADY_EXISTS: 'An account with this e-mail already exists. Log in instead.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this e-mail already exists. Log in instead.',
  INVALID_EMAIL: 'This e-mail address is not valid.',
  PASSWORD_TOO_SHORT: 'The password must have at least 6 characters.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a moment and try again.',
  NETWORK: 'We could not reach the shop. Check your connection and try again.',
  POPUP_CLOSED: 'The Google window was closed before sign-in finished.',
  INVALID_PASSWORD: 'This is not your current password.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'This account has no password: it signs in with Google.',
};
