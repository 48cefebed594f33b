import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useAccess } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ProductForm } from '../../../features/catalog/components/product-form';
import { useProduct } from '../../../features/catalog/api/get-product';
import { useUploadProductImage } from '../../../features/catalog/api/upload-product-image';
import { useSaveProduct } from '../../../features/catalog/hooks/use-save-product';

/** Where Edit Product was opened from: the list to go back to, or Add Product (`added`: on to the part numbers). */
export interface EditProductState {
  back?: string;
  added?: boolean;
}

/** Who changed the product and how (the audit log, for those who read it: audit:read). */
function AuditHistoryLink({ productId }: { productId: string }) {
  const { can } = useAccess();
  if (!can('audit:read')) return null;
  return (
    <Link to={paths.dashboard.audit.getHref({ entity: 'product', entityId: productId })} className="link link-primary text-sm">
      Who changed it: audit log
    </Link>
  );
}

function FormSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the product" className="grid gap-4 md:grid-cols-2">
      {Array.from({ length: 7 }, (_, i) => (
        <Skeleton key={i} className={`h-16 ${i === 0 || i === 6 ? 'md:col-span-2' : ''}`} />
      ))}
    </div>
  );
}

/**
 * Edit Product (admin): the product's fields, part numbers and fitment in one form; Save sends only
 * what changed, then goes back to the list it came from.
 */
export default function EditProductPage() {
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  const upload = useUploadProductImage();
  const save = useSaveProduct(productId);
  const navigate = useNavigate();
  const state = useLocation().state as EditProductState | null;
  const back = state?.back ?? paths.dashboard.products.getHref();

  return (
    <section aria-labelledby="edit-product-title" className="max-w-3xl">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
        <Link to={back} className="link link-hover text-sm">
          ← Products
        </Link>
        <AuditHistoryLink productId={productId} />
      </div>
      <h1 id="edit-product-title" className="text-2xl font-bold">
        Edit Product
      </h1>
      <p className="text-base-content/70 mb-5 text-sm break-words">
        {product.data ? product.data.name : 'Changes show in the shop as soon as they are saved.'}
      </p>
      <div className="card card-border bg-base-100">
        <div className="card-body p-4 sm:p-8">
          {product.isPending && <FormSkeleton />}
          {product.isError && <ErrorState message={product.error.message} onRetry={() => void product.refetch()} />}
          {product.isSuccess && (
            <ProductForm
              key={product.data._id}
              product={product.data}
              submitLabel="Save changes"
              startAtFitment={state?.added === true}
              onUpload={upload.mutateAsync}
              onSubmit={(_values, changes) => save(changes)}
              onSaved={(values) => {
                toast.success(`${values.name} was saved.`);
                void navigate(back);
              }}
            />
          )}
        </div>
      </div>
    </section>
  );
}
