import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, cardImage } from './product-image';

describe('cardImage', () => {
  it('uses the 400 px copy of an uploaded image, with the 800 px one for wide sharp screens', () => {
    expect(cardImage('/uploads/3f2a-bc91-800.webp')).toEqual({
      src: '/uploads/3f2a-bc91-400.webp',
      srcSet: '/uploads/3f2a-bc91-400.webp 400w, /uploads/3f2a-bc91-800.webp 800w',
    });
  });

  it('keeps other images as they are, and shows the placeholder for none', () => {
    expect(cardImage('/images/products/a.svg')).toEqual({ src: '/images/products/a.svg' });
    expect(cardImage('https://cdn.example.com/x-800.webp')).toEqual({ src: 'https://cdn.example.com/x-800.webp' });
    expect(cardImage('')).toEqual({ src: PLACEHOLDER_IMAGE });
  });
});
