import { render } from '@react-email/components';
import type { ReactElement } from 'react';
import type { MailContent } from './content.js';
import { Layout } from './layout.js';
import { Blocks } from './blocks.js';
import type { ShopInfo } from './theme.js';

/** A rendered message: the HTML part and the plain-text part made from the same template. */
export interface RenderedMail {
  html: string;
  text: string;
}

/** A message in the shop's frame: its heading, then its blocks. */
export const Message = ({ shop, content }: { shop: ShopInfo; content: MailContent }) => (
  <Layout shop={shop} preview={content.preview} heading={content.heading}>
    <Blocks blocks={content.blocks} shop={shop} />
  </Layout>
);

/**
 * The plain-text part: React Email's plainText (html-to-text) with headings as written, a table
 * row per line, and a line's amount after a dash.
 */
const textOptions = {
  selectors: [
    { selector: 'h1', options: { uppercase: false, trailingLineBreaks: 2 } },
    { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'td.line-total', format: 'lineTotal' },
    { selector: 'ul', options: { itemPrefix: ' - ' } },
  ],
  formatters: {
    lineTotal: (
      elem: { children: unknown[] },
      walk: (nodes: unknown[], builder: unknown) => void,
      builder: { addInline(s: string): void },
    ) => {
      builder.addInline(' — ');
      walk(elem.children, builder);
    },
  },
};

/** Both parts of one message. */
export async function renderElement(element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: textOptions as never })]);
  // React adds a preload hint for each image to the head: a mail client has no use for it.
  return { html: html.replace(/<link rel="preload" as="image"[^>]*>/g, ''), text: `${text.trim()}\n` };
}

export const renderMessage = (shop: ShopInfo, content: MailContent) => renderElement(<Message shop={shop} content={content} />);
