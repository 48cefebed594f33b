import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import { CSV_COLUMNS, IMPORT_KINDS, IMPORT_MAX_BYTES, importJobSchema, type ImportKind } from '../../../shared/schemas/import.js';
import { productExport } from '../../flows/reads/product-export.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { bearer, errors } from '../../lib/http.js';
import { jobToWire, productCsvRow } from './wire.js';

/** Reads the multipart upload: the file (as UTF-8 text), `kind` and `dryRun`. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data: a field "file", "kind" and optionally "dryRun".');
  const fields: Record<string, string> = {};
  let file: { name: string; text: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = { name: part.filename, text: (await part.toBuffer()).toString('utf8') };
      else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'The file is larger than 64 MB.', 'TOO_LARGE');
    throw err;
  }
  const kind = fields.kind as ImportKind;
  if (!IMPORT_KINDS.includes(kind)) throw badRequest(`kind must be one of ${IMPORT_KINDS.join(', ')}`);
  if (!file) throw badRequest('No file was sent (field "file").');
  if (file.text.includes('\u0000')) throw badRequest('The file is not a text (CSV) file.');
  return { kind, file, dryRun: ['true', '1', 'on', 'yes'].includes((fields.dryRun ?? '').toLowerCase()) };
}

const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'private, no-store',
});

/** Every product on sale as CSV rows, a page at a time (the file imports back unchanged). */
async function* productCsv(app: FastifyInstance): AsyncGenerator<string> {
  const pages = await productExport(app.services);
  yield stringify([[...CSV_COLUMNS.products]]);
  for await (const page of pages) yield stringify(page.map(productCsvRow));
}

async function laptopCsv(app: FastifyInstance): Promise<string> {
  const rows = (await app.services.laptops.all()).map((l) => [l.brand, l.family, l.model, l.year ?? '', l.identifiers.join(';')]);
  return stringify([[...CSV_COLUMNS.laptops], ...rows]);
}

/** CSV import (in the background, with progress) and export of products and laptop models (admin). */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });
  const { imports } = app.services;

  app.post(
    '/admin/imports',
    {
      schema: {
        tags: ['imports'],
        security: bearer,
        consumes: ['multipart/form-data'],
        description:
          'Queues a CSV import (multipart: "file", "kind" = products | laptops, "dryRun" = true to check only). Answers 202 with the job; ' +
          'GET /api/admin/imports/{id} follows its progress and ends with the report of rejected rows.',
        response: { 202: importJobSchema, ...errors(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const { kind, file, dryRun } = await readUpload(request);
      const job = await imports.create({ kind, dryRun, fileName: file.name.slice(0, 200), csv: file.text, createdBy: request.viewer!.id });
      app.wakeImports();
      return reply.status(202).send(jobToWire(job));
    },
  );

  app.get(
    '/admin/imports/:id',
    {
      schema: {
        tags: ['imports'],
        security: bearer,
        params: idParamsSchema,
        response: { 200: importJobSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => jobToWire(await imports.get(request.params.id)),
  );

  app.get(
    '/admin/exports/products.csv',
    { schema: { tags: ['imports'], security: bearer, produces: ['text/csv'] } },
    async (_request, reply) => reply.headers(csvHeaders('products.csv')).send(Readable.from(productCsv(app))),
  );

  app.get(
    '/admin/exports/laptops.csv',
    { schema: { tags: ['imports'], security: bearer, produces: ['text/csv'] } },
    async (_request, reply) => reply.headers(csvHeaders('laptops.csv')).send(await laptopCsv(app)),
  );
};
