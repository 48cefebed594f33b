import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import type { ProductUpdateInput } from '../../../../shared/schemas/product';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { FitmentEditor } from '../../../features/catalog/components/fitment-editor';
import { FitsSummary } from '../../../features/catalog/components/product-fits';
import { ProductForm } from '../../../features/catalog/components/product-form';
import { useProduct } from '../../../features/catalog/api/get-product';
import { useSetFitment } from '../../../features/catalog/api/set-fitment';
import { useUpdateProduct } from '../../../features/catalog/api/update-product';
import { useUploadProductImage } from '../../../features/catalog/api/upload-product-image';

function FormSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the product" className="grid gap-4 md:grid-cols-2">
      {Array.from({ length: 7 }, (_, i) => (
        <Skeleton key={i} className={`h-16 ${i === 0 || i === 6 ? 'md:col-span-2' : ''}`} />
      ))}
    </div>
  );
}

/** Edit Product (admin): the Add Product form, filled in; only the changed fields are sent. */
export default function EditProductPage() {
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  const update = useUpdateProduct();
  const upload = useUploadProductImage();
  const fitment = useSetFitment();
  const navigate = useNavigate();
  const back = (useLocation().state as { back?: string } | null)?.back ?? paths.dashboard.products.getHref();

  const save = async (changes: ProductUpdateInput, name: string) => {
    if (Object.keys(changes).length === 0) {
      toast.info('Nothing changed.');
      return;
    }
    await update.mutateAsync({ id: productId, changes });
    toast.success(`${name} was saved.`);
    void navigate(back);
  };

  return (
    <section aria-labelledby="edit-product-title" className="max-w-3xl">
      <Link to={back} className="link link-hover mb-2 inline-block text-sm">
        ← Products
      </Link>
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
              onUpload={upload.mutateAsync}
              onSubmit={(values, changes) => save(changes, values.name)}
              fits={<FitsSummary models={product.data.compatibleModels} />}
            />
          )}
        </div>
      </div>
      {product.isSuccess && (
        <div className="card card-border bg-base-100 mt-6">
          <div className="card-body p-4 sm:p-8">
            <FitmentEditor
              key={product.data._id}
              product={product.data}
              onSave={(changes) => fitment.mutateAsync({ id: product.data._id, fitment: changes })}
            />
          </div>
        </div>
      )}
    </section>
  );
}
