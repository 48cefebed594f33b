import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadResultSchema } from '../../../shared/schemas/product.js';
import { HttpError, badRequest } from '../../lib/errors.js';
import { MAX_UPLOAD_BYTES, storeProductImage } from '../../modules/catalog/images.js';
import { bearer, errors } from '../../lib/http.js';

/** Product image upload (admin) and the uploaded files, served with long cache headers. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadsDir = path.resolve(app.config.DATA_DIR, 'uploads');
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  app.post(
    '/uploads',
    {
      config: { permission: 'products:write' },
      schema: {
        tags: ['products'],
        security: bearer,
        consumes: ['multipart/form-data'],
        description: 'Upload a product image (field "file": JPEG, PNG or WebP, 5 MB at most). Answers the image paths.',
        response: { 201: uploadResultSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data in a field named "file".');
      const file = await request.file();
      if (!file) throw badRequest('No file was sent (field "file").');
      let buffer: Buffer;
      try {
        buffer = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, 'The image is larger than 5 MB.', 'TOO_LARGE');
        }
        throw err;
      }
      return reply.status(201).send(await storeProductImage(buffer, uploadsDir));
    },
  );
};

/** /uploads/* — file names are unique, so they are cached for a year. */
export const uploadedFilesPlugin: FastifyPluginAsyncZod = async (app) => {
  const root = path.resolve(app.config.DATA_DIR, 'uploads');
  // Made before the first upload: @fastify/static warns at start about a root that does not exist.
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });
};
