import { useQueryClient } from '@tanstack/react-query';
import { productKeys } from '../../../features/catalog/api/product-keys';
import { ImportsAdmin } from '../../../features/imports/components/imports-admin';
import { laptopKeys } from '../../../entities/laptop/api/laptop-api';

/** Import and export (admin): products (with part numbers and fitment) and laptop models as CSV. */
export default function ImportsPage() {
  const queryClient = useQueryClient();
  // Rows written: the catalog's lists and products, and the laptop models, are read again.
  const onApplied = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
      queryClient.invalidateQueries({ queryKey: laptopKeys.all }),
    ]);
  return (
    <section aria-labelledby="imports-title" className="max-w-5xl">
      <h1 id="imports-title" className="text-2xl font-bold">
        Import and export
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        Products with their part numbers and the laptops they fit, and laptop models, as CSV files: edit them in a spreadsheet and bring
        them back.
      </p>
      <ImportsAdmin onApplied={() => void onApplied()} />
    </section>
  );
}
