import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toCents, toDollars } from '../../../shared/money.js';
import { shopSettingsSchema, shopSettingsUpdateSchema } from '../../../shared/schemas/settings.js';
import { bearer, errors } from '../../lib/http.js';

/** The shop's settings (settings:write): how much staff other than owners and admins may refund at once, whether customers may take refunds as store credit, whether guests may check out, and whether an exchange ships before its return is in. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.services;
  const schema = { tags: ['settings'], security: bearer };
  const config = { permission: 'settings:write' } as const;
  const current = async () => {
    const [limit, storeCreditRefunds, guestCheckout, exchangeShipsAtOnce] = await Promise.all([
      settings.refundLimitCents(),
      settings.storeCreditRefunds(),
      settings.guestCheckout(),
      settings.exchangeShipsAtOnce(),
    ]);
    return { refundLimit: toDollars(limit), storeCreditRefunds, guestCheckout, exchangeShipsAtOnce };
  };

  app.get('/admin/settings', { config, schema: { ...schema, response: { 200: shopSettingsSchema, ...errors(401, 403) } } }, current);

  app.put(
    '/admin/settings',
    { config, schema: { ...schema, body: shopSettingsUpdateSchema, response: { 200: shopSettingsSchema, ...errors(400, 401, 403) } } },
    async (request) => {
      const { refundLimit, storeCreditRefunds, guestCheckout, exchangeShipsAtOnce } = request.body;
      const change = { refundLimitCents: toCents(refundLimit), storeCreditRefunds, guestCheckout, exchangeShipsAtOnce };
      await app.flows.updateShopSettings(request.viewer!, change);
      return current();
    },
  );
};
