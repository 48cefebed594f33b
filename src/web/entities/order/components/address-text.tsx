import { countryName } from '../../../../shared/countries';
import type { ShippingAddress } from '../../../../shared/schemas/address';

/** Countries that write "City, Region Postcode"; most others write "Postcode City". */
const POSTCODE_LAST = new Set(['US', 'CA', 'AU', 'GB', 'IE', 'NZ', 'IN', 'ZA', 'SG', 'HK', 'BR', 'MX']);

/** "10115 Berlin" or "Springfield, IL 62701", as the address's country writes it. */
export function placeLine(a: Pick<ShippingAddress, 'city' | 'region' | 'postalCode' | 'country'>): string {
  if (POSTCODE_LAST.has(a.country)) return [[a.city, a.region].filter(Boolean).join(', '), a.postalCode].join(' ');
  return [`${a.postalCode} ${a.city}`, a.region].filter(Boolean).join(', ');
}

interface Props {
  address: ShippingAddress;
  /** The street, place and country in one wrapped line, without the phone (for a radio choice). */
  compact?: boolean;
  className?: string;
  testId?: string;
}

/** An address as a label prints it: name, street lines, place, country, phone. */
export function AddressText({ address, compact = false, className = '', testId }: Props) {
  const street = [address.line1, address.line2].filter(Boolean);
  if (compact) {
    return (
      <address className={`text-sm break-words not-italic ${className}`} data-testid={testId}>
        <span className="font-semibold">{address.name}</span>
        <br />
        <span className="text-base-content/80">{[...street, placeLine(address), countryName(address.country)].join(', ')}</span>
      </address>
    );
  }
  return (
    <address className={`text-sm break-words not-italic ${className}`} data-testid={testId}>
      <span className="font-semibold">{address.name}</span>
      {[...street, placeLine(address), countryName(address.country)].map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
      <span className="text-base-content/70 block">{address.phone}</span>
    </address>
  );
}
