/**
 * The shop's abuse limits raised out of the way, for every test shop (in process and as a child
 * process): tests place and cancel many orders per account and mail one address often. The tests
 * of the limits themselves (tests/api/orders/order-abuse.test.ts, tests/api/mail/) set the real ones.
 */
export const RELAXED_LIMITS = {
  MAX_OPEN_ORDERS: '100000',
  MAX_HELD_UNITS: '1000000',
  MAX_HELD_SHARE_PERCENT: '100',
  ORDER_WRITES_PER_ACCOUNT: '1000000',
  ORDER_WRITES_PER_IP: '1000000',
  RESTOCK_SETTLE_SECONDS: '0',
  MAIL_PER_RECIPIENT_HOUR: '1000000',
  MAIL_PER_UNVERIFIED_DAY: '1000000',
  // Staff sign in without a second factor; the tests of two-factor sign-in (tests/api/accounts/two-factor.test.ts,
  // the invited packer in tests/e2e/accounts.test.ts) require it.
  STAFF_2FA: 'optional',
  // No daily low-stock digest in the staff's mail (tests/api/catalog/low-stock.test.ts turns it on).
  LOW_STOCK_DIGEST_HOUR: 'off',
} as const;
