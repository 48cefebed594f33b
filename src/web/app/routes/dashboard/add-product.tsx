import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { paths } from '../../../config/paths';
import { useCreateProduct } from '../../../features/catalog/api/create-product';
import { useUploadProductImage } from '../../../features/catalog/api/upload-product-image';
import { AddProductForm } from '../../../features/catalog/components/add-product-form';
import type { EditProductState } from './edit-product';

/** Add Product (admin): once added, the part's edit page, to go on with its part numbers and fitment. */
export default function AddProductPage() {
  const create = useCreateProduct();
  const upload = useUploadProductImage();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="add-product-title" className="max-w-3xl">
      <h1 id="add-product-title" className="text-2xl font-bold">
        Add Product
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">The product shows on the home page and in Service as soon as it is added.</p>
      <div className="card card-border bg-base-100">
        <div className="card-body p-4 sm:p-8">
          <AddProductForm
            onCreate={create.mutateAsync}
            onUpload={upload.mutateAsync}
            onAdded={(product) => {
              toast.success(`${product.name} was added to the catalog. Add its part numbers and fitment here.`);
              void navigate(paths.dashboard.editProduct.getHref(product._id), { state: { added: true } satisfies EditProductState });
            }}
          />
        </div>
      </div>
    </section>
  );
}
