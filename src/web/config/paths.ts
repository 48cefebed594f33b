/** Every route of the app, with builders for links (no string-glued URLs). */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  homeAlias: { path: '/home', getHref: () => '/home' },
  service: { path: '/service', getHref: () => '/service' },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  blogDetail: { path: '/detailsblogs/:blogId', getHref: (blogId: string) => `/detailsblogs/${blogId}` },
  portfolio: { path: '/fotfolio', getHref: () => '/fotfolio' },
  portfolioAlias: { path: '/portfolio', getHref: () => '/portfolio' },
  productDetail: { path: '/details/:servicesId', getHref: (id: string) => `/details/${id}` },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) => `/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
  },
  signup: { path: '/signup', getHref: () => '/signup' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    review: { path: '/dashboard/review', getHref: () => '/dashboard/review' },
    profile: { path: '/dashboard/profile', getHref: () => '/dashboard/profile' },
    payment: { path: '/dashboard/payment/:id', getHref: (id: string) => `/dashboard/payment/${id}` },
    users: { path: '/dashboard/users', getHref: () => '/dashboard/users' },
    addProduct: { path: '/dashboard/addproduct', getHref: () => '/dashboard/addproduct' },
    products: { path: '/dashboard/products', getHref: () => '/dashboard/products' },
    editProduct: {
      path: '/dashboard/products/:productId/edit',
      getHref: (id: string) => `/dashboard/products/${encodeURIComponent(id)}/edit`,
    },
    manageOrder: { path: '/dashboard/manageorder', getHref: () => '/dashboard/manageorder' },
    messages: { path: '/dashboard/messages', getHref: () => '/dashboard/messages' },
  },
} as const;
