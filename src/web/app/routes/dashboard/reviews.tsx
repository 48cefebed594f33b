import { useQueryClient } from '@tanstack/react-query';
import { productKeys } from '../../../features/catalog/api/product-keys';
import { ReviewsAdmin } from '../../../features/product-reviews/components/reviews-admin';

/** Product reviews (admin): read what buyers wrote, hide what should not be shown, show it again. */
export default function ReviewsPage() {
  const queryClient = useQueryClient();
  // Hiding or showing a review changes the product's rating (its page, the catalog's cards).
  const onChanged = () => queryClient.invalidateQueries({ queryKey: productKeys.all });
  return (
    <section aria-labelledby="reviews-title">
      <h1 id="reviews-title" className="text-2xl font-bold">
        Product reviews
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        What customers who bought a part wrote about it, newest first. Hide a review that breaks the rules; the reviewer is told by e-mail.
      </p>
      <ReviewsAdmin onChanged={onChanged} />
    </section>
  );
}
