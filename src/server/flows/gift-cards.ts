import { GIFT_CARD_CATEGORY } from '../../shared/constants.js';
import { formatGiftCardCode } from '../../shared/schemas/gift-card.js';
import type { DbOrTx } from '../db/client.js';
import { dateOf, money } from '../lib/text.js';
import type { Viewer } from '../lib/viewer.js';
import type { GiftCardRow } from '../modules/credit/gift-cards.js';
import type { MailMessage } from '../modules/mail/transport.js';
import type { OrderDetail } from '../modules/orders/service.js';
import type { FlowContext } from './context.js';

type IssueDeps = Pick<FlowContext, 'giftCards' | 'mail' | 'shopUrl' | 'currency'>;

/** The e-mail that carries codes: to the buyer of sold cards, or to the recipient of one staff issued. */
async function giftCardMail(
  d: Pick<IssueDeps, 'shopUrl' | 'mail'>,
  to: string,
  cards: { code: string; card: GiftCardRow }[],
  intro: string,
  message?: string | null,
): Promise<MailMessage> {
  const list = cards.map(({ code, card }) => {
    const expiry = card.expiresAt ? ` (use it by ${dateOf(card.expiresAt)})` : '';
    return `${formatGiftCardCode(code)}: ${money(card.initialCents)}${expiry}`;
  });
  const subject =
    cards.length === 1 ? `Your PartsHub gift card: ${money(cards[0]!.card.initialCents)}` : `Your ${cards.length} PartsHub gift cards`;
  const rendered = await d.mail.render({
    preview: intro,
    heading: cards.length === 1 ? 'Your gift card' : 'Your gift cards',
    blocks: [
      intro,
      ...(message ? [`"${message}"`] : []),
      { box: list.join('\n'), title: cards.length === 1 ? 'Gift card' : 'Gift cards', mono: true },
      'Type the code at checkout, under "Gift cards": it pays as much of the order as its balance covers.',
      { action: { label: 'See what is left on it', url: `${d.shopUrl}/gift-cards` } },
      { small: 'Keep the code safe: anyone who has it can spend the card.' },
    ],
  });
  return { to, subject, ...rendered };
}

/**
 * The gift cards a paid order bought (its lines of the "gift cards" category): one per unit, for
 * the unit's price, issued once (a repeated payment event finds them issued) and mailed to the
 * buyer in the payment's transaction. Nothing for an order without such lines.
 */
export async function issueSoldGiftCards(d: IssueDeps, tx: DbOrTx, order: OrderDetail): Promise<void> {
  const lines = order.lines.filter((l) => l.category === GIFT_CARD_CATEGORY);
  if (lines.length === 0) return;
  const issued: { code: string; card: GiftCardRow }[] = [];
  for (const line of lines) {
    for (let unitIndex = 0; unitIndex < line.quantity; unitIndex++) {
      const card = await d.giftCards.issue(tx, {
        amountCents: line.unitPriceCents,
        currency: d.currency,
        // The buyer is the order's; the card itself names nobody.
        sold: { orderId: order.id, orderLineId: line.id, unitIndex },
      });
      if (card) issued.push(card);
    }
  }
  if (issued.length === 0) return;
  const intro = `Thank you for order ${order.orderNumber}. Here ${issued.length === 1 ? 'is the gift card' : 'are the gift cards'} you bought:`;
  await d.mail.enqueue(tx, await giftCardMail(d, order.customerEmail, issued, intro));
}

export interface GiftCardIssue {
  amountCents: number;
  expiresAt?: Date | null | undefined;
  recipientEmail?: string | null | undefined;
  message?: string | null | undefined;
}

/**
 * Staff issue a gift card: in one transaction the card, its first ledger row, the audit row and
 * (with a recipient) the e-mail with its code. Answers the card and its code, which is shown this
 * once (only its hash is kept).
 */
export async function issueGiftCard(
  d: IssueDeps & Pick<FlowContext, 'db' | 'audit'>,
  viewer: Viewer,
  input: GiftCardIssue,
): Promise<{ card: GiftCardRow; code: string }> {
  const issued = await d.db.transaction(async (tx) => {
    const issued = (await d.giftCards.issue(tx, { ...input, currency: d.currency, issuedBy: viewer.id }))!;
    const { card } = issued;
    const changes = {
      amountCents: [null, card.initialCents],
      expiresAt: card.expiresAt ? ([null, card.expiresAt.toISOString()] as const) : undefined,
      // Whether it was mailed, not to whom: the audit trail outlives an erased recipient's address.
      mailedToRecipient: card.recipientEmail ? ([null, true] as const) : undefined,
    } as const;
    await d.audit.record(tx, viewer, {
      action: 'gift-card.issue',
      entity: 'gift-card',
      entityId: card.id,
      label: `…${card.last4}`,
      changes,
    });
    if (card.recipientEmail) {
      const intro = `You have been given a PartsHub gift card worth ${money(card.initialCents)}.`;
      await d.mail.enqueue(tx, await giftCardMail(d, card.recipientEmail, [issued], intro, card.message));
    }
    return issued;
  });
  if (issued.card.recipientEmail) d.mail.wake();
  return issued;
}
