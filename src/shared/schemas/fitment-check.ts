import { z } from 'zod';
import { idSchema, pageQueryShape } from './common.js';
import { FULL_FIT_VERDICTS } from './laptop-spec.js';

/**
 * A listed product ↔ model row that the fit rules say does not fit (issue 31): a list for admins to fix,
 * the listing or the data (the part's attributes, the model's specification).
 */
export const fitmentDisagreementSchema = z.object({
  product: z.object({ _id: idSchema, name: z.string(), sku: z.string(), category: z.string() }),
  laptop: z.object({ _id: idSchema, brand: z.string(), family: z.string(), model: z.string() }),
  listed: z.literal(true),
  rule: z.object({ verdict: z.enum(FULL_FIT_VERDICTS), reasons: z.array(z.string()) }),
});
export type FitmentDisagreement = z.infer<typeof fitmentDisagreementSchema>;

export const fitmentDisagreementQuerySchema = z.object(pageQueryShape);
export type FitmentDisagreementQuery = z.infer<typeof fitmentDisagreementQuerySchema>;

export const fitmentDisagreementPageSchema = z.object({
  items: z.array(fitmentDisagreementSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type FitmentDisagreementPage = z.infer<typeof fitmentDisagreementPageSchema>;
