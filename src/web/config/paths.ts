/** A route without parameters: its link is its path (one helper: the entry chunk every page loads stays small). */
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

/** Every route of the app, with builders for links (no string-glued URLs). */
export const paths = {
  home: fixed('/'),
  homeAlias: fixed('/home'),
  service: {
    path: '/service',
    /** With filters: e.g. only the parts that fit a laptop model, in one category. */
    getHref: (query: { laptop?: string; category?: string } = {}) => {
      const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1]))).toString();
      return `/service${params ? `?${params}` : ''}`;
    },
  },
  laptop: { path: '/laptops/:laptopId', getHref: (id: string) => `/laptops/${encodeURIComponent(id)}` },
  identify: fixed('/identify'),
  blogs: fixed('/blogs'),
  blogDetail: { path: '/detailsblogs/:blogId', getHref: (blogId: string) => `/detailsblogs/${blogId}` },
  portfolio: fixed('/fotfolio'),
  portfolioAlias: fixed('/portfolio'),
  productDetail: { path: '/details/:servicesId', getHref: (id: string) => `/details/${id}` },
  /** Gift card balance (public): a card's code → what is left on it. */
  giftCards: fixed('/gift-cards'),
  cart: fixed('/cart'),
  checkout: fixed('/checkout'),
  /** After a successful payment: the order's number, lines, delivery, amounts and what happens next (its owner only). */
  orderConfirmation: {
    path: '/orders/:id/confirmation',
    getHref: (id: string) => `/orders/${encodeURIComponent(id)}/confirmation`,
  },
  /** A guest's order by the private link mailed to them (no account); without a token, "Find my order". */
  guestOrders: {
    path: '/guest/orders/:token?',
    getHref: (token?: string) => `/guest/orders${token ? `/${encodeURIComponent(token)}` : ''}`,
  },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) => `/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
  },
  signup: fixed('/signup'),
  forgotPassword: fixed('/forgot-password'),
  resetPassword: fixed('/reset-password'),
  /** The link a staff invitation mails (issue 29). */
  acceptInvitation: { path: '/staff/invitations/:token', getHref: (token: string) => `/staff/invitations/${encodeURIComponent(token)}` },
  dashboard: {
    /** A customer's orders; an admin's overview (their own orders are under `orders`). */
    root: fixed('/dashboard'),
    orders: fixed('/dashboard/orders'),
    review: fixed('/dashboard/review'),
    /** With a section: that part of the page (`two-factor`: where a member of staff sets up two-factor sign-in). */
    profile: { path: '/dashboard/profile', getHref: (section?: 'two-factor') => `/dashboard/profile${section ? `#${section}` : ''}` },
    /** The spec's path, but shown in the shop's layout (header and footer), not the dashboard's. */
    payment: { path: '/dashboard/payment/:id', getHref: (id: string) => `/dashboard/payment/${id}` },
    users: fixed('/dashboard/users'),
    addProduct: fixed('/dashboard/addproduct'),
    products: fixed('/dashboard/products'),
    editProduct: {
      path: '/dashboard/products/:productId/edit',
      getHref: (id: string) => `/dashboard/products/${encodeURIComponent(id)}/edit`,
    },
    manageOrder: {
      path: '/dashboard/manageorder',
      /** With `q`: the orders found by that search (a customer's e-mail, a product's name). */
      getHref: (q?: string) => `/dashboard/manageorder${q ? `?q=${encodeURIComponent(q)}` : ''}`,
    },
    returns: fixed('/dashboard/returns'),
    /** The admin's product reviews (not `review`, the customer's testimonial about the shop); `hidden` filters. */
    reviews: {
      path: '/dashboard/reviews',
      getHref: (hidden?: boolean) => `/dashboard/reviews${hidden === undefined ? '' : `?hidden=${hidden}`}`,
    },
    packingSlip: {
      path: '/dashboard/orders/:id/packing-slip',
      getHref: (id: string) => `/dashboard/orders/${encodeURIComponent(id)}/packing-slip`,
    },
    messages: fixed('/dashboard/messages'),
    shippingOptions: fixed('/dashboard/shipping'),
    taxRates: fixed('/dashboard/tax-rates'),
    imports: {
      path: '/dashboard/imports',
      /** With `job`: that import's progress and report (a reload keeps following it). */
      getHref: (job?: string) => `/dashboard/imports${job ? `?job=${encodeURIComponent(job)}` : ''}`,
    },
    laptops: fixed('/dashboard/laptops'),
    /** Listed fitment the fit rules disagree with (issue 31). */
    fitmentCheck: fixed('/dashboard/fitment-check'),
    promotions: fixed('/dashboard/promotions'),
    giftCards: fixed('/dashboard/gift-cards'),
    staff: fixed('/dashboard/staff'),
    /** The owner's shop settings (refund limit, store credit for returns). */
    settings: fixed('/dashboard/settings'),
    /** Webhook endpoints and their deliveries (issue 32). */
    webhooks: fixed('/dashboard/webhooks'),
    /** Every e-mail the shop sends, previewed with sample content (settings:write). */
    emails: fixed('/dashboard/emails'),
    /** The audit log (issue 29); with `entity` and `entityId`: one order's or product's history. */
    audit: {
      path: '/dashboard/audit',
      getHref: (of?: { entity: string; entityId: string }) =>
        `/dashboard/audit${of ? `?${new URLSearchParams({ entity: of.entity, entityId: of.entityId })}` : ''}`,
    },
  },
} as const;
