import type { Laptop, LaptopDetail } from '../../../shared/schemas/laptop.js';
import type { LaptopDetailView } from '../../flows/reads/laptop-detail.js';
import type { LaptopRow } from '../../modules/laptops/service.js';

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

/** A laptop model's page (`laptopDetail`) on the wire: the model and its parts on sale per category. */
export const laptopDetailToWire = ({ laptop, partsByCategory }: LaptopDetailView): LaptopDetail => ({
  ...laptopToWire(laptop),
  parts: partsByCategory,
});
