/** Every route of the app, with builders for links (no string-glued URLs). */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  homeAlias: { path: '/home', getHref: () => '/home' },
  service: {
    path: '/service',
    /** With filters: e.g. only the parts that fit a laptop model, in one category. */
    getHref: (query: { laptop?: string; category?: string } = {}) => {
      const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1]))).toString();
      return `/service${params ? `?${params}` : ''}`;
    },
  },
  laptop: { path: '/laptops/:laptopId', getHref: (id: string) => `/laptops/${encodeURIComponent(id)}` },
  identify: { path: '/identify', getHref: () => '/identify' },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  blogDetail: { path: '/detailsblogs/:blogId', getHref: (blogId: string) => `/detailsblogs/${blogId}` },
  portfolio: { path: '/fotfolio', getHref: () => '/fotfolio' },
  portfolioAlias: { path: '/portfolio', getHref: () => '/portfolio' },
  productDetail: { path: '/details/:servicesId', getHref: (id: string) => `/details/${id}` },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  /** After a successful payment: the order's number, lines, delivery, amounts and what happens next (its owner only). */
  orderConfirmation: {
    path: '/orders/:id/confirmation',
    getHref: (id: string) => `/orders/${encodeURIComponent(id)}/confirmation`,
  },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) => `/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
  },
  signup: { path: '/signup', getHref: () => '/signup' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  /** The link a staff invitation mails (issue 29). */
  acceptInvitation: { path: '/staff/invitations/:token', getHref: (token: string) => `/staff/invitations/${encodeURIComponent(token)}` },
  dashboard: {
    /** A customer's orders; an admin's overview (their own orders are under `orders`). */
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    orders: { path: '/dashboard/orders', getHref: () => '/dashboard/orders' },
    review: { path: '/dashboard/review', getHref: () => '/dashboard/review' },
    /** With a section: that part of the page (`two-factor`: where a member of staff sets up two-factor sign-in). */
    profile: { path: '/dashboard/profile', getHref: (section?: 'two-factor') => `/dashboard/profile${section ? `#${section}` : ''}` },
    /** The spec's path, but shown in the shop's layout (header and footer), not the dashboard's. */
    payment: { path: '/dashboard/payment/:id', getHref: (id: string) => `/dashboard/payment/${id}` },
    users: { path: '/dashboard/users', getHref: () => '/dashboard/users' },
    addProduct: { path: '/dashboard/addproduct', getHref: () => '/dashboard/addproduct' },
    products: { path: '/dashboard/products', getHref: () => '/dashboard/products' },
    editProduct: {
      path: '/dashboard/products/:productId/edit',
      getHref: (id: string) => `/dashboard/products/${encodeURIComponent(id)}/edit`,
    },
    manageOrder: {
      path: '/dashboard/manageorder',
      /** With `q`: the orders found by that search (a customer's e-mail, a product's name). */
      getHref: (q?: string) => `/dashboard/manageorder${q ? `?q=${encodeURIComponent(q)}` : ''}`,
    },
    returns: { path: '/dashboard/returns', getHref: () => '/dashboard/returns' },
    /** The admin's product reviews (not `review`, the customer's testimonial about the shop); `hidden` filters. */
    reviews: {
      path: '/dashboard/reviews',
      getHref: (hidden?: boolean) => `/dashboard/reviews${hidden === undefined ? '' : `?hidden=${hidden}`}`,
    },
    packingSlip: {
      path: '/dashboard/orders/:id/packing-slip',
      getHref: (id: string) => `/dashboard/orders/${encodeURIComponent(id)}/packing-slip`,
    },
    messages: { path: '/dashboard/messages', getHref: () => '/dashboard/messages' },
    shippingOptions: { path: '/dashboard/shipping', getHref: () => '/dashboard/shipping' },
    taxRates: { path: '/dashboard/tax-rates', getHref: () => '/dashboard/tax-rates' },
    imports: {
      path: '/dashboard/imports',
      /** With `job`: that import's progress and report (a reload keeps following it). */
      getHref: (job?: string) => `/dashboard/imports${job ? `?job=${encodeURIComponent(job)}` : ''}`,
    },
    laptops: { path: '/dashboard/laptops', getHref: () => '/dashboard/laptops' },
    promotions: { path: '/dashboard/promotions', getHref: () => '/dashboard/promotions' },
    staff: { path: '/dashboard/staff', getHref: () => '/dashboard/staff' },
    /** The audit log (issue 29); with `entity` and `entityId`: one order's or product's history. */
    audit: {
      path: '/dashboard/audit',
      getHref: (of?: { entity: string; entityId: string }) =>
        `/dashboard/audit${of ? `?${new URLSearchParams({ entity: of.entity, entityId: of.entityId })}` : ''}`,
    },
  },
} as const;
