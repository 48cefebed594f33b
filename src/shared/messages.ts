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

/** Messages the server answers with (shown by the UI as they come). */
export const apiMessages = {
  outOfStock: 'Not enough units in stock for this order.',
  orderNotFound: 'Order not found.',
  productNotFound: 'Product not found.',
  blogNotFound: 'Blog not found.',
  paidOrderDelete: 'A paid order cannot be deleted.',
  orderAlreadyPaid: 'This order is already paid.',
  costMismatch: 'The amount does not match the order price.',
  orderNotPayable: 'This order can no longer be paid.',
  tooManyOpenOrders: (max: number) => `You have ${max} unpaid orders. Pay for or cancel one of them before placing another.`,
  signInRequired: 'Please sign in first.',
  forbidden: 'You are not allowed to do this.',
  adminOnly: 'Only an admin can do this.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  bodyTooLarge: 'The request body is too large (1 MB at most).',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
