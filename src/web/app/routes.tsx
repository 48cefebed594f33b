import type { RouteObject } from 'react-router';
import { RequireAuth } from './layout/guards';
import { RootLayout } from './layout/root-layout';
import { paths } from '../config/paths';
import { ATTRIBUTE_SEARCH, CATALOG_SEARCH } from '../features/catalog/hooks/catalog-search';
import { TestModeBanner } from '../features/payments/components/test-mode-banner';
import { publicPage, type PageHandle } from './page-handle';
import type { StaffScreen } from './staff-screens';

/** Route-level code splitting: each page is its own chunk. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** A staff page at its dashboard path, naming its screen: RequireStaff reads the screen's permissions from STAFF_SCREENS. */
const staffRoute = (screen: Exclude<StaffScreen, 'overview'>, load: () => Promise<{ default: React.ComponentType }>): RouteObject => ({
  path: paths.dashboard[screen].path,
  handle: { staffScreen: screen } satisfies PageHandle,
  ...page(load),
});

/** The home page's public answers: latest products, best sellers, customers' reviews, counters. */
const HOME_QUERIES = ['products', 'best-sellers', 'reviews', 'counters'];
/** The sign-in page reads where to go afterwards and the error Google's sign-in came back with. */
const LOGIN_SEARCH = ['redirectTo', 'error'];
/** On every page: the test-mode banner reads the payment settings. */
const rootHandle: PageHandle = { publicQueries: ['payments'] };

/**
 * Every page of the app: the browser's router and the server's renderer (src/web/entry-server.tsx)
 * both use these. A public page says so here, once (`publicPage`, see ./page-handle.ts).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout banner={<TestModeBanner />} />,
    handle: rootHandle,
    children: [
      { path: paths.home.path, ...publicPage(HOME_QUERIES), ...page(() => import('./routes/home')) },
      { path: paths.homeAlias.path, ...publicPage(HOME_QUERIES), ...page(() => import('./routes/home')) },
      {
        path: paths.service.path,
        ...publicPage(['products', 'laptops'], [...CATALOG_SEARCH, ATTRIBUTE_SEARCH]),
        ...page(() => import('./routes/service')),
      },
      { path: paths.laptop.path, ...publicPage(['laptops', 'products']), ...page(() => import('./routes/laptop-detail')) },
      { path: paths.identify.path, ...page(() => import('./routes/identify')) },
      { path: paths.blogs.path, ...publicPage(['blogs']), ...page(() => import('./routes/blogs')) },
      { path: paths.blogDetail.path, ...publicPage(['blogs', 'blog-reviews']), ...page(() => import('./routes/blog-detail')) },
      { path: paths.portfolio.path, ...publicPage(), ...page(() => import('./routes/portfolio')) },
      { path: paths.portfolioAlias.path, ...publicPage(), ...page(() => import('./routes/portfolio')) },
      { path: paths.login.path, ...publicPage([], LOGIN_SEARCH), ...page(() => import('./routes/auth/login')) },
      { path: paths.signup.path, ...publicPage(), ...page(() => import('./routes/auth/signup')) },
      { path: paths.forgotPassword.path, ...page(() => import('./routes/auth/forgot-password')) },
      { path: paths.resetPassword.path, ...page(() => import('./routes/auth/reset-password')) },
      { path: paths.acceptInvitation.path, ...page(() => import('./routes/auth/accept-invitation')) },
      { path: paths.giftCards.path, ...publicPage(), ...page(() => import('./routes/gift-cards')) },
      { path: paths.cart.path, ...page(() => import('./routes/cart')) },
      // A visitor checks out as a guest (or, when the shop turned that off, is sent to sign in); the page decides.
      { path: paths.checkout.path, ...page(() => import('./routes/checkout')) },
      // "Find my order", and a guest's order by its private link (never server-rendered; the page says noindex).
      { path: paths.guestOrders.path, ...page(() => import('./routes/guest-orders')) },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.productDetail.path, ...page(() => import('./routes/product-detail')) },
          // The pay page keeps its spec path under /dashboard but the shop's layout: the walk from checkout stays in the shop.
          { path: paths.dashboard.payment.path, ...page(() => import('./routes/payment')) },
          { path: paths.orderConfirmation.path, ...page(() => import('./routes/order-confirmation')) },
          {
            path: paths.dashboard.root.path,
            ...page(() => import('./routes/dashboard/dashboard-layout')),
            children: [
              { index: true, ...page(() => import('./routes/dashboard/dashboard-home')) },
              { path: paths.dashboard.orders.path, ...page(() => import('./routes/dashboard/my-orders')) },
              { path: paths.dashboard.review.path, ...page(() => import('./routes/dashboard/add-review')) },
              { path: paths.dashboard.profile.path, ...page(() => import('./routes/dashboard/my-profile')) },
              {
                // Staff pages: a customer is signed out; staff without the screen's permissions see the 403 page.
                lazy: async () => ({ Component: (await import('./layout/require-staff')).RequireStaff }),
                children: [
                  staffRoute('users', () => import('./routes/dashboard/all-users')),
                  staffRoute('addProduct', () => import('./routes/dashboard/add-product')),
                  staffRoute('products', () => import('./routes/dashboard/products')),
                  staffRoute('editProduct', () => import('./routes/dashboard/edit-product')),
                  staffRoute('manageOrder', () => import('./routes/dashboard/manage-orders')),
                  staffRoute('returns', () => import('./routes/dashboard/returns')),
                  staffRoute('reviews', () => import('./routes/dashboard/reviews')),
                  staffRoute('packingSlip', () => import('./routes/dashboard/packing-slip')),
                  staffRoute('messages', () => import('./routes/dashboard/messages')),
                  staffRoute('shippingOptions', () => import('./routes/dashboard/shipping-options')),
                  staffRoute('taxRates', () => import('./routes/dashboard/tax-rates')),
                  staffRoute('imports', () => import('./routes/dashboard/imports')),
                  staffRoute('laptops', () => import('./routes/dashboard/laptops')),
                  staffRoute('fitmentCheck', () => import('./routes/dashboard/fitment-check')),
                  staffRoute('promotions', () => import('./routes/dashboard/promotions')),
                  staffRoute('giftCards', () => import('./routes/dashboard/gift-cards')),
                  staffRoute('staff', () => import('./routes/dashboard/staff')),
                  staffRoute('audit', () => import('./routes/dashboard/audit')),
                  staffRoute('settings', () => import('./routes/dashboard/settings')),
                  staffRoute('webhooks', () => import('./routes/dashboard/webhooks')),
                  staffRoute('emails', () => import('./routes/dashboard/emails')),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', ...publicPage(), ...page(() => import('./routes/not-found')) },
    ],
  },
];
