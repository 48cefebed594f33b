/** What the flows hand a template: the words stay theirs (ADR 008), the template lays them out. */

/** A button: its label, and the URL the text part prints beside it. */
export interface MailAction {
  label: string;
  url: string;
}

/** An order as its e-mails show it: each line, the totals, the delivery. Amounts in cents. */
export interface OrderView {
  orderNumber: string;
  lines: {
    name: string;
    /** An absolute PUBLIC_URL address, or null (the placeholder is shown). */
    imageUrl: string | null;
    /** "ThinkPad T480": the laptop the line is for, when it has one. */
    laptop: string | null;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
  }[];
  /** Subtotal, each discount, shipping, tax, total, then what gift cards and credit paid: label and signed cents. */
  totals: { label: string; cents: number; total?: boolean }[];
  /** The address as a label prints it, one line each; null when the order has none yet. */
  address: string[] | null;
  /** Said when there is no address yet (the phone on the order, where to add one). */
  noAddress: string | null;
  /** The shipping option's name. */
  option: string | null;
  /** The invoice, once there is one. */
  invoice: MailAction | null;
}

/**
 * A block of a message, in order: a paragraph (a newline breaks the line), a button, a list, a
 * framed box (an address, a code), a line in small print, or the order.
 */
export type MailBlock =
  | string
  | { action: MailAction }
  | { list: string[] }
  | { box: string; title?: string; mono?: boolean }
  | { small: string }
  | { order: OrderView };

/** The common shape of every template's content. */
export interface MailContent {
  /** The first line a mailbox shows beside the subject. */
  preview: string;
  heading: string;
  blocks: MailBlock[];
}
