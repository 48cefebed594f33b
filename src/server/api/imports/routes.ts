import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import {
  CSV_COLUMNS,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROW_BYTES,
  IMPORT_MAX_ROWS,
  importJobSchema,
  PRODUCT_ATTRIBUTE_COLUMNS,
  type ImportKind,
} from '../../../shared/schemas/import.js';
import { LAPTOP_SPEC_COLUMNS, specToCells } from '../../../shared/laptop-spec-text.js';
import { productExport } from '../../flows/reads/product-export.js';
import type { ImportJobRow } from '../../modules/imports/service.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { bearer, errors } from '../../lib/http.js';
import { jobToWire, productCsvRow } from './wire.js';

/** What the file holds ("kind"): products or laptops, sent before the file. */
const KIND_FIRST = `Say what the file holds ("kind": ${IMPORT_KINDS.join(' or ')}) before the file.`;

const fileTooLarge = () => new HttpError(413, `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`, 'TOO_LARGE');

/**
 * Takes the multipart upload: `kind` (and `dryRun`) first, then the file, which is streamed into the
 * database while it is checked (never held whole); answers the queued job. A refused file leaves nothing.
 */
async function receiveUpload(app: FastifyInstance, request: FastifyRequest): Promise<ImportJobRow> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data: "kind", optionally "dryRun", then "file".');
  const { imports } = app.services;
  const fields: Record<string, string> = {};
  let received: { id: string; total: number } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const kind = fields.kind as ImportKind;
      if (!IMPORT_KINDS.includes(kind)) throw badRequest(KIND_FIRST);
      const meta = { kind, fileName: part.filename.slice(0, 200), createdBy: request.viewer!.id };
      received = await imports.receive(meta, part.file);
      if (part.file.truncated) throw fileTooLarge();
    }
    if (!received) throw badRequest(IMPORT_KINDS.includes(fields.kind as ImportKind) ? 'No file was sent (field "file").' : KIND_FIRST);
    const dryRun = ['true', '1', 'on', 'yes'].includes((fields.dryRun ?? '').toLowerCase());
    return await app.flows.queueImport(request.viewer!, received.id, { dryRun, total: received.total });
  } catch (err) {
    if (received) await imports.discard(received.id);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    throw err;
  }
}

const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'private, no-store',
});

/** Every product on sale as CSV rows, a page at a time (the file imports back unchanged). */
async function* productCsv(app: FastifyInstance): AsyncGenerator<string> {
  const pages = await productExport(app.services);
  const { toCsv } = app.services.imports;
  yield toCsv([[...CSV_COLUMNS.products, ...PRODUCT_ATTRIBUTE_COLUMNS]]);
  for await (const page of pages) yield toCsv(page.map(productCsvRow));
}

async function laptopCsv(app: FastifyInstance): Promise<string> {
  const rows = (await app.services.laptops.all()).map((l) => [
    l.brand,
    l.family,
    l.model,
    String(l.year ?? ''),
    l.identifiers.join(';'),
    ...specToCells(l.spec),
  ]);
  return app.services.imports.toCsv([[...CSV_COLUMNS.laptops, ...LAPTOP_SPEC_COLUMNS], ...rows]);
}

/** CSV import (in the background, with progress) and export of products and laptop models (admin). */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });
  const { imports } = app.services;

  app.post(
    '/admin/imports',
    {
      config: { permission: 'imports:run' },
      schema: {
        tags: ['imports'],
        security: bearer,
        consumes: ['multipart/form-data'],
        description:
          'Queues a CSV import (multipart: "kind" = products | laptops and "dryRun" = true to check only, then "file"). ' +
          `The file is checked as it streams in: valid CSV with the kind's header, at most ${IMPORT_MAX_ROWS} rows of at most ` +
          `${IMPORT_MAX_ROW_BYTES} bytes and ${IMPORT_MAX_BYTES} bytes in all (400, or 413 over a limit). Answers 202 with the job; ` +
          'GET /api/admin/imports/{id} follows its progress and ends with the report of rejected rows.',
        response: { 202: importJobSchema, ...errors(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const job = await receiveUpload(app, request);
      app.wakeImports();
      return reply.status(202).send(jobToWire(job));
    },
  );

  app.get(
    '/admin/imports/:id',
    {
      config: { permission: 'imports:run' },
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
    { config: { permission: 'imports:run' }, schema: { tags: ['imports'], security: bearer, produces: ['text/csv'] } },
    async (_request, reply) => reply.headers(csvHeaders('products.csv')).send(Readable.from(productCsv(app))),
  );

  app.get(
    '/admin/exports/laptops.csv',
    { config: { permission: 'imports:run' }, schema: { tags: ['imports'], security: bearer, produces: ['text/csv'] } },
    async (_request, reply) => reply.headers(csvHeaders('laptops.csv')).send(await laptopCsv(app)),
  );
};
