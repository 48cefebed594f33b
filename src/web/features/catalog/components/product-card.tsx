import { useId } from 'react';
import { Link } from 'react-router';
import { LOW_STOCK_BELOW } from '../../../../shared/constants';
import type { Product } from '../../../../shared/schemas/product';
import { AddToCart } from '../../../entities/cart/components/add-to-cart';
import { ModelsFitBadge } from '../../../entities/laptop/components/fit-badge';
import { Price, SaleNote } from '../../../components/ui/price';
import { RatingStars } from '../../../components/ui/rating-stars';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { CARD_IMAGE_SIZES, cardImage } from '../utils/product-image';

/*
 * Shared box sizes of the card and its skeleton: a compact row (square thumbnail left) under
 * 640 px, a tall card with a 4:3 image from 640 px. Same sizes, so nothing moves when data arrives.
 */
const FIGURE =
  'bg-base-200 aspect-[4/3] max-sm:m-3 max-sm:mr-0 max-sm:aspect-square max-sm:w-28 max-sm:shrink-0 max-sm:self-start max-sm:rounded-lg';
const BODY = 'card-body min-w-0 gap-1.5 p-4 sm:gap-2 sm:p-5';
const NAME_BOX = 'min-h-12 text-base leading-6 sm:min-h-14 sm:text-lg sm:leading-7';
const PRICE_ROW = 'mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-1 sm:pt-2';
const BUTTON = 'mt-1 w-full max-sm:btn-sm sm:mt-2';
const ADD_ROW = 'mt-1';

function StockBadge({ quantity }: { quantity: number }) {
  if (quantity <= 0) return <span className="badge badge-soft badge-error badge-sm">Out of stock</span>;
  if (quantity < LOW_STOCK_BELOW) return <span className="badge badge-soft badge-warning badge-sm">Only {quantity} left</span>;
  return <span className="badge badge-soft badge-success badge-sm">In stock: {quantity}</span>;
}

/** The card's picture, a link to the part too (the title's link is the one keyboards and screen readers meet). */
function CardImage({ product, href, lazy }: { product: Product; href: string; lazy: boolean }) {
  return (
    <figure className={FIGURE}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full w-full" data-testid="product-card-image-link">
        <img
          {...cardImage(product.img)}
          sizes={CARD_IMAGE_SIZES}
          alt={product.name}
          width={400}
          height={300}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          className="h-full w-full object-cover"
        />
      </Link>
    </figure>
  );
}

/** One product: image and name (both to its detail page), price (a sale's beside the regular one struck through), stock, a 'Buy Now' link to the same page and 'Add to cart'. */
export function ProductCard({ product, lazy = true }: { product: Product; lazy?: boolean }) {
  const nameId = useId();
  const models = product.compatibleModels.slice(0, 2).join(', ');
  const more = product.compatibleModels.length - 2;
  const href = paths.productDetail.getHref(product._id);
  return (
    <article
      className="card max-sm:card-side bg-base-100 border-base-300 h-full border shadow-sm transition-shadow hover:shadow-lg"
      data-testid="product-card"
    >
      <CardImage product={product} href={href} lazy={lazy} />
      <div className={BODY}>
        <p className="text-base-content/70 truncate text-xs font-semibold tracking-wide uppercase">
          {product.brand || product.sublierName}
          {product.partNumber && <span className="font-mono normal-case"> · {product.partNumber}</span>}
        </p>
        <h3 id={nameId} className={`card-title line-clamp-2 ${NAME_BOX}`}>
          <Link to={href} className="link link-hover" data-testid="product-card-link">
            {product.name}
          </Link>
        </h3>
        {product.rating.count > 0 && product.rating.average !== null && (
          <RatingStars value={product.rating.average} count={product.rating.count} size="sm" showValue testId="product-card-rating" />
        )}
        <p className="text-base-content/75 line-clamp-1 min-h-5 text-sm">
          {models && (
            <>
              Fits {models}
              {more > 0 && ` +${more} more`}
            </>
          )}
        </p>
        <ModelsFitBadge product={product} className="self-start" />
        <div className={PRICE_ROW}>
          {product.promotion && <SaleNote promotion={product.promotion} className="basis-full justify-start" />}
          <p className="text-xl font-bold sm:text-2xl">
            <Price price={product.salePrice ?? product.cost} regular={product.cost} testId="product-price" />
          </p>
          <StockBadge quantity={product.Quantity} />
        </div>
        <Link to={href} className={`btn btn-primary ${BUTTON}`} aria-describedby={nameId}>
          Buy Now
        </Link>
        <div className={ADD_ROW}>
          <AddToCart
            productId={product._id}
            name={product.name}
            stock={product.Quantity}
            describedBy={nameId}
            compatibleModels={product.compatibleModels}
          />
        </div>
      </div>
    </article>
  );
}

/** The card's placeholder: same box, same heights, so the grid does not jump when data arrives. */
export function ProductCardSkeleton() {
  return (
    <div className="card max-sm:card-side bg-base-100 border-base-300 h-full border shadow-sm" data-testid="product-card-skeleton">
      <div className={`skeleton ${FIGURE}`} aria-hidden="true" />
      <div className={BODY}>
        <Skeleton className="h-4 w-1/2" />
        <SkeletonText lines={2} className={`justify-center ${NAME_BOX}`} />
        <Skeleton className="h-5 w-3/4" />
        <div className={PRICE_ROW}>
          <Skeleton className="h-7 w-20 sm:h-8 sm:w-24" />
          <Skeleton className="h-5 w-20" />
        </div>
        <Skeleton className={`h-8 sm:h-10 ${BUTTON}`} />
        <Skeleton className={`h-8 max-sm:h-[4.5rem] ${ADD_ROW}`} />
      </div>
    </div>
  );
}
