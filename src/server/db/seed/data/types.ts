import type { CategorySlug } from '../../../../shared/constants.js';

/** Shapes of the demo content seeded into an empty database. Prices in dollars. */
export interface SeedProduct {
  name: string;
  supplierName: string;
  description: string;
  /** Path under the web app's public folder, e.g. "/images/products/ddr4-16gb.svg". */
  img: string;
  price: number;
  stock: number;
  category: CategorySlug;
  brand: string;
  partNumber: string;
  compatibleModels: string[];
}

export interface SeedBlog {
  img: string;
  title: string;
  description: string;
  /** The spec's dec and dec1: two body paragraphs. */
  dec: string;
  dec1: string;
}

export interface SeedReview {
  name: string;
  email: string;
  text: string;
  img: string;
}

export interface SeedCounter {
  img: string;
  count: number;
  name: string;
}

export interface SeedBestSeller {
  name: string;
  img: string;
  price: number;
  description: string;
}
