import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ProductList } from '../../../features/catalog/components/product-list';
import { useDeleteProduct } from '../../../features/catalog/api/delete-product';
import { PAGE_SIZE, useSearchProducts } from '../../../features/catalog/api/search-products';
import { CategoryFilter, TextFilter } from '../../../features/catalog/components/catalog-filters';
import { hasFilters, toFilters, useCatalogParams } from '../../../features/catalog/hooks/use-catalog-params';
import { cardImage } from '../../../features/catalog/utils/product-image';
import { useDebouncedText } from '../../../hooks/use-debounced-text';

/** Products (admin): the catalog searched and paged by the server, each with Edit and Delete. */
export default function ProductsPage() {
  const { params, update, clearFilters } = useCatalogParams();
  const [q, setQ] = useDebouncedText(params.q, (text) => update({ q: text }));
  const list = useSearchProducts({ ...toFilters(params), page: params.page, limit: PAGE_SIZE });
  const remove = useDeleteProduct();

  // The last product of the last page was deleted: show the page before.
  const data = list.isPlaceholderData ? undefined : list.data;
  useEffect(() => {
    if (data && data.items.length === 0 && data.page > 1) update({ page: Math.max(1, Math.ceil(data.total / data.limit)) });
  }, [data, update]);

  return (
    <section aria-labelledby="products-title" className="max-w-5xl">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="products-title" className="text-2xl font-bold">
            Products
          </h1>
          <p className="text-base-content/70 text-sm">Find a product to change its details or picture, or take it off the shop.</p>
        </div>
        <Link to={paths.dashboard.addProduct.getHref()} className="btn btn-primary btn-sm">
          New product
        </Link>
      </div>
      <search className="mb-4 grid gap-3 sm:grid-cols-[2fr_1fr]">
        <TextFilter
          label="Search products"
          value={q}
          onChange={setQ}
          placeholder="Name, part number or laptop model"
          testId="admin-product-search"
        />
        <CategoryFilter value={params.category} onChange={(category) => update({ category })} />
      </search>
      <ProductList
        data={list.data}
        isPending={list.isPending}
        busy={list.isPlaceholderData}
        error={list.error}
        onRetry={() => void list.refetch()}
        onPageChange={(page) => update({ page })}
        onDelete={(product) => remove.mutateAsync(product._id)}
        thumbnail={(img) => cardImage(img).src}
        onClearFilters={hasFilters(params) ? clearFilters : undefined}
      />
    </section>
  );
}
