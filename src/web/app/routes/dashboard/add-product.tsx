import { useCreateProduct } from '../../../features/catalog/api/create-product';
import { useUploadProductImage } from '../../../features/catalog/api/upload-product-image';
import { AddProductForm } from '../../../features/catalog/components/add-product-form';

export default function AddProductPage() {
  const create = useCreateProduct();
  const upload = useUploadProductImage();
  return (
    <section aria-labelledby="add-product-title" className="max-w-3xl">
      <h1 id="add-product-title" className="text-2xl font-bold">
        Add Product
      </h1>
      <p className="text-base-content/70 mb-5 text-sm">The product shows on the home page and in Service as soon as it is added.</p>
      <div className="card card-border bg-base-100">
        <div className="card-body p-4 sm:p-8">
          <AddProductForm onCreate={create.mutateAsync} onUpload={upload.mutateAsync} />
        </div>
      </div>
    </section>
  );
}
