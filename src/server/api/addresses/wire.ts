import type { Address } from '../../../shared/schemas/address.js';
import { toShippingAddress, type AddressRow } from '../../modules/addresses/service.js';

// ── Wire mapping: the spec's names on the wire, the domain's in the services (ADR 003) ──

/** The one mapping between an address-book entry and its wire shape. */
export const addressToWire = (row: AddressRow): Address => ({ _id: row.id, ...toShippingAddress(row), isDefault: row.isDefault });
