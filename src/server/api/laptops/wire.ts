import type { Laptop } from '../../../shared/schemas/laptop.js';
import type { LaptopFitDetail } from '../../../shared/schemas/laptop-fit.js';
import type { LaptopDetailView } from '../../flows/reads/laptop-detail.js';
import type { LaptopRow } from '../../modules/laptops/service.js';
import { productToWire } from '../catalog/wire.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** The one mapping between a laptop model and its wire shape. */
export const laptopToWire = (l: LaptopRow): Laptop => ({
  _id: l.id,
  brand: l.brand,
  family: l.family,
  model: l.model,
  year: l.year,
  identifiers: l.identifiers,
});

/** A laptop model's page (`laptopDetail`) on the wire: the model, its parts on sale per category, its spec and its upgrade planner. */
export const laptopDetailToWire = ({ laptop, partsByCategory, planner }: LaptopDetailView): LaptopFitDetail => ({
  ...laptopToWire(laptop),
  parts: partsByCategory,
  spec: laptop.spec ?? null,
  planner: planner.map(({ slot, summary, fits }) => ({
    slot,
    summary,
    fits: fits.map(({ product, fit, sale }) => ({ ...productToWire(product, sale), fit })),
  })),
});
