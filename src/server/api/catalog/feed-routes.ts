import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FITMENT_FEED_COLUMNS, type FitmentFeedRow } from '../../../shared/schemas/fitment-feed.js';
import { fitmentFeed } from '../../flows/reads/fitment-feed.js';

/**
 * Public and the same for everyone, but streamed (it grows with the catalog, so it is never held whole
 * in memory, nor in the response cache): shared caches may keep it for five minutes.
 */
const FEED_CACHE_CONTROL = 'public, max-age=300';

const DESCRIPTION =
  'The open fitment data (issue 31): one row per product ↔ laptop model pair that fits, with ' +
  '`productId, product, sku, partNumbers, laptopId, laptop, source`; `source` is `listed` (the shop lists the part for the model) ' +
  'or `spec` (the fit rules find it fits by specification, possibly with an adapter). Streamed, products in id order.';

const csvRow = (r: FitmentFeedRow) => [r.productId, r.product, r.sku, r.partNumbers.join(';'), r.laptopId, r.laptop, r.source];

async function* feedCsv(app: FastifyInstance): AsyncGenerator<string> {
  const pages = await fitmentFeed(app.services);
  const { toCsv } = app.services.imports;
  yield toCsv([[...FITMENT_FEED_COLUMNS]]);
  for await (const rows of pages) if (rows.length) yield toCsv(rows.map(csvRow));
}

/** A JSON array written a page at a time. */
async function* feedJson(app: FastifyInstance): AsyncGenerator<string> {
  const pages = await fitmentFeed(app.services);
  let first = true;
  yield '[';
  for await (const rows of pages) {
    if (!rows.length) continue;
    yield (first ? '' : ',') + rows.map((r) => JSON.stringify(r)).join(',');
    first = false;
  }
  yield ']';
}

/** GET /api/fitment/feed.csv and /api/fitment/feed.json: public. */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fitment/feed.csv',
    { schema: { tags: ['products'], description: `${DESCRIPTION} CSV: part numbers joined with ";".`, produces: ['text/csv'] } },
    async (_request, reply) =>
      reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="fitment.csv"',
          'cache-control': FEED_CACHE_CONTROL,
        })
        .send(Readable.from(feedCsv(app))),
  );

  app.get(
    '/fitment/feed.json',
    { schema: { tags: ['products'], description: `${DESCRIPTION} JSON: an array of rows.`, produces: ['application/json'] } },
    async (_request, reply) =>
      reply
        .headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': FEED_CACHE_CONTROL })
        .send(Readable.from(feedJson(app))),
  );
};
