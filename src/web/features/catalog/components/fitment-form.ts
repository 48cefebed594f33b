import { z } from 'zod';
import { fitmentUpdateSchema, type FitmentUpdateInput } from '../../../../shared/schemas/laptop';
import type { ProductDetail } from '../../../../shared/schemas/product';

const { partNumbers, fits } = fitmentUpdateSchema.shape;

/** The shared rules, each model with the names the list shows (only its id and note are sent). */
export const fitmentFormSchema = z.object({
  partNumbers,
  fits: z.array(fits.element.extend({ brand: z.string(), family: z.string(), model: z.string() })).max(500, {
    message: 'at most 500 laptop models',
  }),
});
export type FitmentFormInput = z.input<typeof fitmentFormSchema>;
type FitmentFormValues = z.output<typeof fitmentFormSchema>;

/** The product's part numbers and fits as the form holds them. */
export const toFitmentForm = (product: ProductDetail): FitmentFormInput => ({
  partNumbers: product.partNumbers.map(({ number, kind }) => ({ number, kind })),
  fits: product.fits.map(({ _id, brand, family, model, note }) => ({ laptopId: _id, brand, family, model, note })),
});

/** What PUT /api/admin/products/:id/fitment takes. */
export const toFitmentWire = (values: FitmentFormValues): FitmentUpdateInput => ({
  partNumbers: values.partNumbers,
  fits: values.fits.map(({ laptopId, note }) => ({ laptopId, note })),
});

/** Whether the part numbers and fits differ from `before` (as the server would store them: trimmed). */
export function fitmentChanged(before: FitmentFormInput, after: FitmentFormInput): boolean {
  const stored = (f: FitmentFormInput) =>
    JSON.stringify([f.partNumbers.map((p) => [p.number.trim(), p.kind]), f.fits.map((x) => [x.laptopId, (x.note ?? '').trim()])]);
  return stored(before) !== stored(after);
}

/** The schema's messages as the form says them ("number is required" → "Number is required"). */
export const say = (message: string | undefined) => message?.replace(/^(\w)/, (c) => c.toUpperCase());
