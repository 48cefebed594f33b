import { useSetFitment } from '../api/set-fitment';
import { useUpdateProduct } from '../api/update-product';
import type { ProductChanges, SaveReport } from '../utils/product-save';

/**
 * Edit Product's Save: the changed details (PATCH /api/service/:id) and then, when they changed, the
 * part numbers and fitment (PUT /api/admin/products/:id/fitment). One after the other, since the
 * fitment also sets the product's first part number; each is tried, and the report says which failed.
 */
export function useSaveProduct(productId: string) {
  const update = useUpdateProduct();
  const setFitment = useSetFitment();
  return async ({ details, fitment }: ProductChanges): Promise<SaveReport> => {
    const report: SaveReport = { sent: [], failed: {} };
    if (Object.keys(details).length > 0) {
      report.sent.push('details');
      await update.mutateAsync({ id: productId, changes: details }).catch((error: unknown) => (report.failed.details = error));
    }
    if (fitment) {
      report.sent.push('fitment');
      await setFitment.mutateAsync({ id: productId, fitment }).catch((error: unknown) => (report.failed.fitment = error));
    }
    return report;
  };
}
