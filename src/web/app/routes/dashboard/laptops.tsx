import { useQueryClient } from '@tanstack/react-query';
import { productKeys } from '../../../features/catalog/api/product-keys';
import { LaptopsAdmin } from '../../../features/laptops/components/laptops-admin';

/** Laptop models (admin): the models parts are listed as fitting, and the identifiers that find them. */
export default function LaptopsPage() {
  const queryClient = useQueryClient();
  return (
    <section aria-labelledby="laptops-title" className="max-w-5xl">
      <h1 id="laptops-title" className="text-2xl font-bold">
        Laptop models
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">
        The models customers pick as their laptop and parts are listed as fitting. Identifiers (machine types, model numbers) let a search
        or “Identify my laptop” find them.
      </p>
      {/* The products that fit a model name it: a renamed or deleted model changes their lists. */}
      <LaptopsAdmin onChanged={() => void queryClient.invalidateQueries({ queryKey: productKeys.all })} />
    </section>
  );
}
