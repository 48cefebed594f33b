import type { Permission } from '../../shared/permissions';
import { paths } from '../config/paths';

/**
 * Every staff screen and the permissions that open it (any one of them), matching what its API
 * routes declare on the server (`config: { permission }`). This one table is read by the routes'
 * guard (`layout/require-staff.tsx`; routes.tsx names the screen on the route's handle), the dashboard menu and the
 * staff's landing page.
 */
export const STAFF_SCREENS = {
  overview: ['insights:read'],
  users: ['users:read'],
  products: ['products:write'],
  addProduct: ['products:write'],
  editProduct: ['products:write'],
  manageOrder: ['orders:read'],
  packingSlip: ['orders:fulfil'],
  returns: ['orders:read', 'returns:decide', 'returns:receive'],
  reviews: ['reviews:moderate'],
  messages: ['messages:read'],
  shippingOptions: ['shipping:write'],
  taxRates: ['tax:write'],
  laptops: ['fitment:write'],
  fitmentCheck: ['fitment:write'],
  promotions: ['promotions:write'],
  giftCards: ['giftcards:issue'],
  imports: ['imports:run'],
  staff: ['staff:manage'],
  audit: ['audit:read'],
  settings: ['settings:write'],
  webhooks: ['settings:write'],
  emails: ['settings:write'],
} as const satisfies Record<string, readonly Permission[]>;
export type StaffScreen = keyof typeof STAFF_SCREENS;

/** The staff's entries in the dashboard menu, in order (Overview sits with the viewer's own entries). */
export const STAFF_MENU: readonly { screen: StaffScreen; to: string; label: string }[] = [
  { screen: 'users', to: paths.dashboard.users.getHref(), label: 'All User' },
  { screen: 'products', to: paths.dashboard.products.getHref(), label: 'Products' },
  { screen: 'addProduct', to: paths.dashboard.addProduct.getHref(), label: 'Add Product' },
  { screen: 'promotions', to: paths.dashboard.promotions.getHref(), label: 'Promotions' },
  { screen: 'giftCards', to: paths.dashboard.giftCards.getHref(), label: 'Gift cards' },
  { screen: 'manageOrder', to: paths.dashboard.manageOrder.getHref(), label: 'Manage Order' },
  { screen: 'returns', to: paths.dashboard.returns.getHref(), label: 'Returns' },
  { screen: 'reviews', to: paths.dashboard.reviews.getHref(), label: 'Product reviews' },
  { screen: 'messages', to: paths.dashboard.messages.getHref(), label: 'Messages' },
  { screen: 'shippingOptions', to: paths.dashboard.shippingOptions.getHref(), label: 'Shipping options' },
  { screen: 'taxRates', to: paths.dashboard.taxRates.getHref(), label: 'Tax rates' },
  { screen: 'laptops', to: paths.dashboard.laptops.getHref(), label: 'Laptop models' },
  { screen: 'fitmentCheck', to: paths.dashboard.fitmentCheck.getHref(), label: 'Fitment to check' },
  { screen: 'imports', to: paths.dashboard.imports.getHref(), label: 'Import / export' },
  { screen: 'staff', to: paths.dashboard.staff.getHref(), label: 'Staff' },
  { screen: 'audit', to: paths.dashboard.audit.getHref(), label: 'Audit log' },
  { screen: 'settings', to: paths.dashboard.settings.getHref(), label: 'Shop settings' },
  { screen: 'webhooks', to: paths.dashboard.webhooks.getHref(), label: 'Webhooks' },
  { screen: 'emails', to: paths.dashboard.emails.getHref(), label: 'E-mails' },
];

type Can = (permission: readonly Permission[]) => boolean;

/** Whether the viewer's permissions open the screen. */
export const opens = (can: Can, screen: StaffScreen): boolean => can(STAFF_SCREENS[screen]);

/**
 * Where a member of staff starts: Overview with insights:read, else their first menu entry; with
 * no staff screen at all, their own orders.
 */
export function staffLanding(can: Can): { to: string; label: string } {
  if (opens(can, 'overview')) return { to: paths.dashboard.root.getHref(), label: 'Overview' };
  return STAFF_MENU.find((item) => opens(can, item.screen)) ?? { to: paths.dashboard.orders.getHref(), label: 'My Order' };
}
