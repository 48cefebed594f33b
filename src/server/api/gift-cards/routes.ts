import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toCents } from '../../../shared/money.js';
import { idParamsSchema } from '../../../shared/schemas/common.js';
import {
  giftCardBalanceInputSchema,
  giftCardBalanceSchema,
  giftCardDetailSchema,
  giftCardIssueSchema,
  giftCardListQuerySchema,
  giftCardPageSchema,
  issuedGiftCardSchema,
  storeCreditSchema,
} from '../../../shared/schemas/gift-card.js';
import { orderNumbersOf } from '../../flows/reads/credit.js';
import { bearer, errors } from '../../lib/http.js';
import { notFound } from '../../lib/errors.js';
import { balanceToWire, giftCardDetailToWire, giftCardToWire, storeCreditToWire } from './wire.js';

const NO_SUCH_CARD = 'No gift card has this code. Check it and try again.';

/** Anyone checks what is left on a card (by its code; rate-limited, as a code is a secret worth guessing). */
const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { giftCards } = app.services;
  app.post(
    '/gift-cards/balance',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['gift-cards'],
        description: 'What is left on a gift card, and until when it can be used. An unknown code: 404. At most 10 a minute per address.',
        body: giftCardBalanceInputSchema,
        response: { 200: giftCardBalanceSchema, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const card = (await giftCards.byCodes(app.db, [request.body.code])).get(request.body.code);
      if (!card) throw notFound(NO_SUCH_CARD);
      return balanceToWire(card, giftCards.refusal(card));
    },
  );
};

/** A customer's store credit: the balance and its history. */
const storeCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/store-credit',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['gift-cards'],
        security: bearer,
        description: 'The caller’s store credit: the balance (the sum of the entries) and the entries, newest first.',
        response: { 200: storeCreditSchema, ...errors(401) },
      },
    },
    async (request) => {
      const statement = await app.services.storeCredit.statement(request.viewer!.id);
      const numbers = await orderNumbersOf(
        app.services,
        statement.entries.map((e) => e.orderId),
      );
      return storeCreditToWire(statement, numbers, app.config.PAYMENT_CURRENCY);
    },
  );
};

/** Staff with giftcards:issue issue cards and see them (never their codes, but once when issued). */
const giftCardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { giftCards } = app.services;
  const config = { permission: 'giftcards:issue' } as const;
  const schema = { tags: ['gift-cards'], security: bearer };

  app.post(
    '/admin/gift-cards',
    {
      config,
      schema: {
        ...schema,
        description:
          'Issues a gift card for `amount`, e-mailed to `recipientEmail` if given. The code is answered this once (only its hash is kept).',
        body: giftCardIssueSchema,
        response: { 201: issuedGiftCardSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { amount, ...rest } = request.body;
      const { card, code } = await app.flows.issueGiftCard(request.viewer!, { ...rest, amountCents: toCents(amount) });
      return reply.status(201).send({ ...giftCardToWire({ ...card, balanceCents: card.initialCents }, new Map()), code });
    },
  );

  app.get(
    '/admin/gift-cards',
    {
      config,
      schema: {
        ...schema,
        description: 'Gift cards, newest first, with what is left on each; `q` finds a code by its last characters, or a recipient.',
        querystring: giftCardListQuerySchema,
        response: { 200: giftCardPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const page = await giftCards.list(request.query);
      const numbers = await orderNumbersOf(
        app.services,
        page.items.map((c) => c.orderId),
      );
      return { ...page, items: page.items.map((c) => giftCardToWire(c, numbers)) };
    },
  );
};

/** One card with its ledger (giftcards:issue). */
const giftCardDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { giftCards } = app.services;
  const config = { permission: 'giftcards:issue' } as const;
  const schema = { tags: ['gift-cards'], security: bearer };
  app.get(
    '/admin/gift-cards/:id',
    {
      config,
      schema: {
        ...schema,
        description: 'A gift card and its ledger (issued, redeemed, released, refunded, disabled), oldest first.',
        params: idParamsSchema,
        response: { 200: giftCardDetailSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const card = await giftCards.detail(request.params.id);
      if (!card) throw notFound('No gift card has this id.');
      const numbers = await orderNumbersOf(app.services, [card.orderId, ...card.entries.map((e) => e.orderId)]);
      return giftCardDetailToWire(card, numbers);
    },
  );
};

/** Gift cards and store credit (issue 30). */
export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(balanceRoutes);
  await app.register(storeCreditRoutes);
  await app.register(giftCardAdminRoutes);
  await app.register(giftCardDetailRoutes);
};
