import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '../../../shared/schemas/content.js';

/** Public settings the web app needs (never a secret). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { tags: ['content'], response: { 200: publicConfigSchema } } }, async () => ({
    googleEnabled: Boolean(app.config.GOOGLE_CLIENT_ID),
    staffTwoFactor: app.config.STAFF_2FA,
    storeCreditRefunds: await app.services.settings.storeCreditRefunds(),
    guestCheckout: await app.services.settings.guestCheckout(),
  }));
};
