export const PLACEHOLDER_IMAGE = '/images/placeholder-product.svg';

/** An uploaded image as the server stores it: /uploads/<id>-800.webp, with a 400 px copy beside it. */
const UPLOADED = /^(\/uploads\/[\w-]+)-800\.webp$/;

/**
 * The image attributes for a product card: an uploaded image loads its 400 px copy, and the
 * 800 px one where the card is shown wide on a sharp screen. Other images are used as they are.
 */
export function cardImage(img: string): { src: string; srcSet?: string } {
  const match = UPLOADED.exec(img);
  if (!match) return { src: img || PLACEHOLDER_IMAGE };
  const thumb = `${match[1]}-400.webp`;
  return { src: thumb, srcSet: `${thumb} 400w, ${img} 800w` };
}

/** The card image's rendered width: a 112 px square on phones, half the grid on tablets, a third on desktops. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 112px';
