import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fitmentDisagreementPageSchema,
  fitmentDisagreementQuerySchema,
  type FitmentDisagreement,
} from '../../../shared/schemas/fitment-check.js';
import { fitmentDisagreements, type FitmentDisagreement as Disagreement } from '../../flows/reads/fitment-disagreements.js';
import { bearer, errors } from '../../lib/http.js';

const disagreementToWire = ({ product, laptop, rule }: Disagreement): FitmentDisagreement => ({
  product: { _id: product.id, name: product.name, sku: product.sku, category: product.category },
  laptop: { _id: laptop.id, brand: laptop.brand, family: laptop.family, model: laptop.model },
  listed: true,
  rule: { verdict: rule.verdict, reasons: rule.reasons },
});

/** GET /api/admin/fitment/disagreements: where the shop's listed fitment and the fit rules disagree (issue 31). */
export const fitmentCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/fitment/disagreements',
    {
      config: { permission: 'fitment:write' },
      schema: {
        tags: ['products'],
        security: bearer,
        description:
          'Listed fitment the fit rules disagree with: every product ↔ laptop model row the shop lists whose rule (parts of a rule ' +
          "category with attributes, models with a specification) says `does_not_fit`, with the rule's reasons; by product name, then model, paged.",
        querystring: fitmentDisagreementQuerySchema,
        response: { 200: fitmentDisagreementPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const found = await fitmentDisagreements(app.services, { page, limit });
      return { items: found.items.map(disagreementToWire), total: found.total, page, limit };
    },
  );
};
