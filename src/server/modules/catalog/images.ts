import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { badRequest } from '../../lib/errors.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ALLOWED = new Set(['jpeg', 'png', 'webp']);
const SIZES = [800, 400] as const;

/**
 * Stores an uploaded product image as WebP at 800 and 400 px wide. The type is
 * decided by the content (sharp reads the header), never by the file name.
 */
export async function storeProductImage(buffer: Buffer, uploadsDir: string): Promise<{ img: string; thumb: string }> {
  let format: string | undefined;
  try {
    format = (await sharp(buffer, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ALLOWED.has(format)) throw badRequest('The file is not a JPEG, PNG or WebP image.');
  await mkdir(uploadsDir, { recursive: true });
  const id = randomUUID();
  try {
    for (const width of SIZES) {
      await sharp(buffer, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(path.join(uploadsDir, `${id}-${width}.webp`));
    }
  } catch {
    throw badRequest('The image could not be read; it may be damaged.');
  }
  return { img: `/uploads/${id}-800.webp`, thumb: `/uploads/${id}-400.webp` };
}
