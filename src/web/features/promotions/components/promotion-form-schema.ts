import { z } from 'zod';
import { promotionInputSchema, type Promotion, type PromotionInput, type PromotionKind } from '../../../../shared/schemas/promotion';

/** The form as typed: numbers, lists and times as text, categories as ticked boxes. */
export interface PromotionFormInput {
  label: string;
  code: string;
  kind: PromotionKind;
  value: string;
  minSubtotal: string;
  minQuantity: string;
  categories: string[];
  brands: string;
  productIds: string;
  firstOrderOnly: boolean;
  customerEmails: string;
  /** datetime-local values ("2026-12-24T18:00"), in the browser's time zone. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  usageLimitPerCustomer: string;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const list = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** A datetime-local value as an ISO instant (the browser's time zone); what cannot be read is passed on for the schema to refuse. */
function toIso(local: string): string | null {
  if (local.trim() === '') return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** An ISO instant as a datetime-local value in the browser's time zone. */
function toLocal(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form's text as the wire's input: empty means "no such condition" (null, or an empty list). */
export function toWire(v: PromotionFormInput): PromotionInput {
  return {
    label: v.label,
    code: orNull(v.code),
    kind: v.kind,
    value: v.kind === 'free_shipping' ? null : orNull(v.value),
    minSubtotal: orNull(v.minSubtotal),
    minQuantity: orNull(v.minQuantity),
    categories: v.categories as PromotionInput['categories'],
    brands: list(v.brands, /,/),
    productIds: list(v.productIds, /[\s,]+/),
    firstOrderOnly: v.firstOrderOnly,
    customerEmails: list(v.customerEmails, /[\n,;]+/),
    startsAt: toIso(v.startsAt),
    endsAt: toIso(v.endsAt),
    usageLimit: orNull(v.usageLimit),
    usageLimitPerCustomer: orNull(v.usageLimitPerCustomer),
  };
}

/** Checks the form with the wire's own schema; its messages land under the fields of the same names. */
export const promotionFormSchema = z.custom<PromotionFormInput>().transform(toWire).pipe(promotionInputSchema);

/** The form's field a wire path names ("customerEmails.2" is a line of the e-mails box). */
export const formFieldOf = (path: string) => path.split('.')[0] as keyof PromotionFormInput;

const text = (n: number | null) => (n === null ? '' : String(n));

export const toForm = (p?: Promotion): PromotionFormInput => ({
  label: p?.label ?? '',
  code: p?.code ?? '',
  kind: p?.kind ?? 'percentage',
  value: text(p?.value ?? null),
  minSubtotal: text(p?.minSubtotal ?? null),
  minQuantity: text(p?.minQuantity ?? null),
  categories: p?.categories ?? [],
  brands: p?.brands.join(', ') ?? '',
  productIds: p?.productIds.join(', ') ?? '',
  firstOrderOnly: p?.firstOrderOnly ?? false,
  customerEmails: p?.customerEmails.join('\n') ?? '',
  startsAt: toLocal(p?.startsAt ?? null),
  endsAt: toLocal(p?.endsAt ?? null),
  usageLimit: text(p?.usageLimit ?? null),
  usageLimitPerCustomer: text(p?.usageLimitPerCustomer ?? null),
});
