/**
 * The product reviews' query keys. Every reviews query (a product's page of reviews, the admin's
 * list) is built under `all`, so writing, hiding or showing a review refreshes them all; a
 * product's own pages sit under `product(id)` (what marking one helpful updates in place).
 */
export const reviewKeys = {
  all: ['product-reviews'] as const,
  product: (productId: string) => [...reviewKeys.all, 'product', productId] as const,
  admin: () => [...reviewKeys.all, 'admin'] as const,
};
