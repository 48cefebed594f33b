import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CATEGORIES } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { Product, ProductDetail } from '../../../shared/schemas/product';
import { AddToCart } from '../../entities/cart/components/add-to-cart';
import { ErrorState } from '../../components/ui/error-state';
import { Price, SaleNote } from '../../components/ui/price';
import { RatingStars } from '../../components/ui/rating-stars';
import { Skeleton, SkeletonText } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { AddQuantityForm } from '../../features/catalog/components/add-quantity-form';
import { useAddQuantity } from '../../features/catalog/api/add-quantity';
import { useProduct } from '../../features/catalog/api/get-product';
import { productKeys } from '../../features/catalog/api/product-keys';
import { FitsTheseLaptops, PartNumbers, ProductFit } from '../../features/catalog/components/product-fitment';
import { ProductJsonLd } from '../../features/catalog/components/product-json-ld';
import { RestockAlert } from '../../features/catalog/components/restock-alert';
import { DeliveryPicker } from '../../features/addresses/components/delivery-picker';
import { OrderNow } from '../../features/orders/components/order-now';
import { usePaymentConfig } from '../../features/payments/api/get-payment-config';
import { ProductReviews } from '../../features/product-reviews/components/product-reviews';
import { ShippingChoices } from '../../features/shipping/components/shipping-choices';
import { useAccess, useAuth } from '../../lib/auth';

const PLACEHOLDER = '/images/placeholder-product.svg';
const categoryLabel = (slug: string) => CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;

function Facts({ product }: { product: Product }) {
  const rows: [string, React.ReactNode][] = [
    [
      'SKU',
      <span className="font-mono" data-testid="product-sku">
        {product.sku}
      </span>,
    ],
    ['Supplier', product.sublierName],
    ['Brand', product.brand || '—'],
    ['Part number', product.partNumber ? <span className="font-mono">{product.partNumber}</span> : '—'],
    ['Category', categoryLabel(product.category)],
    ['Total received', <span data-testid="total-received">{product.TotalQuentity}</span>],
    ['In stock', <span data-testid="in-stock">{product.Quantity}</span>],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-base-content/70">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AdminStock({ product }: { product: Product }) {
  const { can } = useAccess();
  const add = useAddQuantity();
  if (!can('stock:write')) return null;
  const onAdd = async (quantity: number) => {
    await add.mutateAsync({ id: product._id, Quantity: quantity });
    window.alert(messages.quantityAdded);
  };
  return (
    <section aria-labelledby="add-quantity-title" className="card card-border bg-base-100 mt-8">
      <div className="card-body">
        <h2 id="add-quantity-title" className="card-title text-lg">
          Add Quantity <span className="badge badge-primary badge-soft badge-sm">admin</span>
        </h2>
        <p className="text-base-content/70 text-sm">Record units received from the supplier; they are added to the stock.</p>
        <AddQuantityForm onAdd={onAdd} error={add.error?.message} />
      </div>
    </section>
  );
}

/** The stars under the name, once somebody rated the part, with a link down to the reviews. */
function RatingLine({ product }: { product: Product }) {
  const { average, count } = product.rating;
  if (count === 0 || average === null) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="product-rating">
      <RatingStars value={average} count={count} showValue />
      <a href="#reviews" className="link link-hover text-sm">
        Read the {count === 1 ? 'review' : `${count} reviews`}
      </a>
    </p>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return (
    <article className="grid gap-8 md:grid-cols-2">
      <figure className="bg-base-200 rounded-box self-start overflow-hidden">
        <img
          src={product.img || PLACEHOLDER}
          alt={product.name}
          width={640}
          height={480}
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      </figure>
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold sm:text-3xl">{product.name}</h1>
        <RatingLine product={product} />
        <div className="flex flex-col items-start gap-1">
          <p className="text-3xl font-bold">
            <Price price={product.salePrice ?? product.cost} regular={product.cost} testId="product-cost" />
          </p>
          {product.promotion && <SaleNote promotion={product.promotion} />}
        </div>
        <ProductFit productId={product._id} fits={product.fits} />
        {product.description && <p className="text-base-content/80 whitespace-pre-line">{product.description}</p>}
        <Facts product={product} />
        <AddToCart
          productId={product._id}
          name={product.name}
          stock={product.Quantity}
          variant="detail"
          compatibleModels={product.compatibleModels}
        />
        <RestockAlert product={product} />
        <OrderNow
          product={product}
          email={user?.email}
          onOrdered={() => void queryClient.invalidateQueries({ queryKey: productKeys.all })}
          renderDelivery={({ basket, ...delivery }) => (
            <DeliveryPicker {...delivery} renderShipping={(shipping) => <ShippingChoices basket={basket} {...shipping} />} />
          )}
        />
      </div>
    </article>
  );
}

function ProductSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the product" className="grid gap-8 md:grid-cols-2">
      <Skeleton className="aspect-[4/3] w-full" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-9 w-32" />
        <SkeletonText lines={3} />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-12 w-40" />
      </div>
    </div>
  );
}

export default function ProductDetailPage() {
  const { servicesId = '' } = useParams();
  const product = useProduct(servicesId);
  const queryClient = useQueryClient();
  // The structured data's currency is the one the shop charges in (the payments' config, already read for the test-mode banner).
  const currency = usePaymentConfig().data?.currency ?? 'USD';
  // A review saved changes the product's rating.
  const onReviewChanged = () => queryClient.invalidateQueries({ queryKey: productKeys.all });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link to={paths.service.getHref()} className="link link-hover mb-4 inline-block text-sm">
        ← All products
      </Link>
      {product.isPending && <ProductSkeleton />}
      {product.isError && <ErrorState message={product.error.message} onRetry={() => void product.refetch()} />}
      {product.isSuccess && (
        <>
          <ProductJsonLd product={product.data} currency={currency} />
          <ProductView product={product.data} />
          <div className="mt-8 grid items-start gap-6 md:grid-cols-[2fr_1fr]">
            <FitsTheseLaptops fits={product.data.fits} />
            <PartNumbers product={product.data} />
          </div>
          <ProductReviews key={product.data._id} product={product.data} onChanged={onReviewChanged} />
          <AdminStock product={product.data} />
        </>
      )}
    </div>
  );
}
