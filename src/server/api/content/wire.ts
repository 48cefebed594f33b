import type { Blog, BlogReview } from '../../../shared/schemas/blog.js';
import type { ContactMessage, Counter } from '../../../shared/schemas/content.js';
import type { Review } from '../../../shared/schemas/review.js';
import type { BlogReviewRow, BlogRow } from '../../modules/content/blogs.js';
import type { ReviewRow } from '../../modules/content/reviews.js';
import type { ContactRow, CounterRow } from '../../modules/content/service.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** The spec's blog: dec and dec1 are the two body paragraphs. */
export const blogToWire = (b: BlogRow): Blog => ({
  _id: b.id,
  img: b.img,
  title: b.title,
  description: b.description,
  dec: b.body,
  dec1: b.body2,
  createdAt: b.createdAt.toISOString(),
});

/** dec is the reviewer's note. */
export const blogReviewToWire = (r: BlogReviewRow): BlogReview => ({
  _id: r.id,
  blogId: r.blogId,
  name: r.name,
  description: r.description,
  dec: r.note,
  createdAt: r.createdAt.toISOString(),
});

/** `alex@example.com` → `a•••@example.com`: enough to recognise one's own, never someone's address. */
const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email[0]}•••${email.slice(at)}`;
};

/** The spec's review: Name, Email (masked: reviews are public), dec (the text). */
export const reviewToWire = (r: ReviewRow): Review => ({
  _id: r.id,
  Name: r.name,
  Email: maskEmail(r.email),
  dec: r.text,
  img: r.img,
  createdAt: r.createdAt.toISOString(),
});

export const contactToWire = (m: ContactRow): ContactMessage => ({
  _id: m.id,
  email: m.email,
  subject: m.subject,
  message: m.message,
  read: m.read,
  createdAt: m.createdAt.toISOString(),
});

export const counterToWire = (c: CounterRow): Counter => ({ _id: c.id, img: c.img, count: c.count, name: c.name });
