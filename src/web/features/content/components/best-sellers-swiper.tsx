import { useId, useState } from 'react';
import { Link } from 'react-router';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import { messages } from '../../../../shared/messages';
import { formatPrice } from '../../../../shared/money';
import type { BestSeller } from '../../../../shared/schemas/content';
import { AddToCart } from '../../../entities/cart/components/add-to-cart';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';

/*
 * The swiper carousel itself, in its own chunk: the home page loads it (and swiper's CSS) only
 * once the best sellers are known, so swiper stays off the first paint's critical path.
 */

/** 1 slide by default, 2 from 640 px, 3 from 1024 px (the same steps as Tailwind's sm and lg). */
const breakpoints = { 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } };

function SlideCard({ item }: { item: BestSeller }) {
  const nameId = useId();
  // A real best seller opens its product page; the spec's samples (no product) open the catalog.
  const link = item.productId
    ? { to: paths.productDetail.getHref(item.productId), label: 'Buy Now' }
    : { to: paths.service.getHref(), label: 'Shop now' };
  return (
    <article className="card bg-base-100 border-base-300 h-full border shadow-sm" data-testid="best-seller">
      <figure className="bg-base-200 aspect-[4/3]">
        <img
          src={item.img}
          alt={item.name}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      </figure>
      <div className="card-body gap-2 p-5">
        <h3 id={nameId} className="card-title line-clamp-1 text-lg">
          {item.name}
        </h3>
        <p className="text-base-content/75 line-clamp-2 min-h-12 text-sm leading-6">{item.description}</p>
        <div className="mt-2 flex items-center justify-between gap-2">
          <p className="text-xl font-bold">{formatPrice(item.cost)}</p>
          <Link to={link.to} className="btn btn-sm btn-primary btn-outline" aria-describedby={nameId}>
            {link.label}
          </Link>
        </div>
        {item.productId && <AddToCart productId={item.productId} name={item.name} describedBy={nameId} />}
      </div>
    </article>
  );
}

function ArrowButton({ dir, disabled, onClick }: { dir: 'prev' | 'next'; disabled: boolean; onClick: () => void }) {
  return (
    <Button
      outline
      className="btn-circle"
      onClick={onClick}
      disabled={disabled}
      aria-label={dir === 'prev' ? 'Previous best sellers' : 'Next best sellers'}
      data-testid={`carousel-${dir}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2}>
        <path d={dir === 'prev' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
      </svg>
    </Button>
  );
}

export default function BestSellersSwiper({ items }: { items: BestSeller[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const sync = (s: SwiperInstance) => setEdges({ start: s.isBeginning, end: s.isEnd });
  return (
    <div className="best-sellers" data-testid="best-sellers-carousel">
      <Swiper
        modules={[A11y, Keyboard, Pagination]}
        slidesPerView={1}
        spaceBetween={24}
        breakpoints={breakpoints}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ el: '.best-sellers-pagination', clickable: true }}
        a11y={{ containerMessage: messages.bestSelling, slideLabelMessage: '{{index}} of {{slidesLength}}' }}
        onSwiper={(s) => {
          setSwiper(s);
          sync(s);
        }}
        onSlideChange={sync}
        onResize={sync}
        onBreakpoint={sync}
        className="best-sellers-swiper"
      >
        {items.map((item) => (
          <SwiperSlide key={item._id} className="h-auto!">
            <SlideCard item={item} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-6 flex items-center justify-center gap-4">
        <ArrowButton dir="prev" disabled={edges.start} onClick={() => swiper?.slidePrev()} />
        <div className="best-sellers-pagination flex w-auto! items-center" />
        <ArrowButton dir="next" disabled={edges.end} onClick={() => swiper?.slideNext()} />
      </div>
    </div>
  );
}
