/** Shapes of the demo content seeded into an empty database. Prices in dollars. */
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
