import { toDollars } from '../../../shared/money.js';
import { ATTRIBUTE_PREFIX, PRODUCT_ATTRIBUTE_COLUMNS, type ImportJob } from '../../../shared/schemas/import.js';
import type { ExportedProduct } from '../../flows/reads/product-export.js';
import type { ImportJobRow } from '../../modules/imports/service.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** The one mapping between an import job and its wire shape (the file itself stays on the server). */
export const jobToWire = (j: ImportJobRow): ImportJob => ({
  _id: j.id,
  kind: j.kind,
  status: j.status,
  dryRun: j.dryRun,
  fileName: j.fileName,
  total: j.total,
  processed: j.processed,
  applied: j.applied,
  rows: { total: j.total, processed: j.processed, applied: j.applied, rejected: j.rejected },
  errors: j.errors,
  errorCount: j.errorCount,
  failure: j.failure,
  createdAt: j.createdAt.toISOString(),
  finishedAt: j.finishedAt?.toISOString() ?? null,
});

/** A product as one row of the export (CSV_COLUMNS.products, then PRODUCT_ATTRIBUTE_COLUMNS), which imports back unchanged. */
export const productCsvRow = ({ product: p, partNumbers, fits }: ExportedProduct): string[] => [
  p.sku,
  p.name,
  p.brand,
  p.category,
  toDollars(p.priceCents).toFixed(2),
  String(p.stockAvailable),
  p.description,
  p.img,
  partNumbers.map((n) => `${n.kind}:${n.number}`).join(';'),
  fits
    .map((f) => `${f.laptopName}${f.note ? ` [${f.note}]` : ''}`)
    .sort((a, b) => a.localeCompare(b))
    .join(';'),
  ...PRODUCT_ATTRIBUTE_COLUMNS.map((column) => {
    const value = p.attributes[column.slice(ATTRIBUTE_PREFIX.length)];
    return value === undefined ? '' : String(value);
  }),
];
