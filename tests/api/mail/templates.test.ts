import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES, type MailTemplateName } from '../../../src/server/modules/mail/templates/registry.js';
import { renderMessage, type RenderedMail } from '../../../src/server/modules/mail/templates/render.js';
import { SAMPLE_URL, sampleOrder } from '../../../src/server/modules/mail/templates/sample.js';
import { launchBrowser } from '../../e2e/harness.js';
import { seriousViolations } from '../../e2e/page-checks.js';

const shop = { url: SAMPLE_URL };
const names = Object.keys(MAIL_TEMPLATES) as MailTemplateName[];
const rendered = new Map<MailTemplateName, RenderedMail>();

beforeAll(async () => {
  for (const name of names) rendered.set(name, await renderMessage(shop, MAIL_TEMPLATES[name].sample(SAMPLE_URL)));
});

const attrs = (html: string, tag: string, attr: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))].map((m) => new RegExp(`\\s${attr}="([^"]*)"`, 'i').exec(m[0])?.[1]);
const unescape = (s: string) => s.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");

describe.each(names)('the %s e-mail', (name) => {
  it('has both parts, every link of the HTML in the text, no script, no outside resource, and alt text on every image', () => {
    const { html, text } = rendered.get(name)!;
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('name="color-scheme" content="light dark"');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(text.trim().length).toBeGreaterThan(20);
    expect(text).not.toMatch(/<[a-z]/i);
    const hrefs = attrs(html, 'a', 'href').map((h) => unescape(h ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(text, `${href} is missing from the text part`).toContain(href);
    expect(html).not.toMatch(/<script|@import|javascript:/i);
    for (const link of [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0])) {
      expect(link).not.toMatch(/stylesheet/i);
      expect(link).toContain(`href="${SAMPLE_URL}/`);
    }
    for (const src of attrs(html, 'img', 'src')) expect(src?.startsWith(`${SAMPLE_URL}/`), `${src} is not a PUBLIC_URL image`).toBe(true);
    for (const alt of attrs(html, 'img', 'alt')) expect(alt?.trim()).toBeTruthy();
    expect(html).not.toMatch(/url\(/i);
  });
});

describe('the order confirmation', () => {
  it('lists every line, for its laptop, and the totals to the cent', () => {
    const { html, text } = rendered.get('order-placed')!;
    const order = sampleOrder(SAMPLE_URL);
    for (const [part, money] of [
      ['2 × Battery 01AV424', '$99.98'],
      ['1 × Keyboard (US)', '$32.50'],
    ]) {
      expect(html).toContain(part);
      expect(html).toContain(money);
    }
    expect(html).toContain('for ThinkPad T480');
    expect(html).toContain('$49.99 each');
    for (const total of ['Subtotal:', '$132.48', '−$13.25', '$19.95', '$26.44', 'Total:', '$165.62']) expect(html).toContain(total);
    expect(text).toContain('2 × Battery 01AV424\nfor ThinkPad T480\n$49.99 each — $99.98');
    expect(text).toContain('Subtotal: $132.48');
    expect(text).toContain('Spring sale (code SPRING): −$13.25');
    expect(text).toContain('Shipping (Express air): $19.95');
    expect(text).toContain('Tax (19%): $26.44');
    expect(text).toContain('Total: $165.62');
    expect(text).toMatch(/12 Market Street\n10115 Berlin\nGermany/);
    expect(order.totals.at(-1)!.cents).toBe(16562);
    // The receipt has the invoice link in both parts.
    expect(rendered.get('order-paid')!.text).toContain(`INV-2026-000042 ${SAMPLE_URL}/api/order/8c1e/invoice`);
  });
});

describe('in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  // Every message twice over (a page each): a minute on the busy 2-core CI machine.
  it.each(['light', 'dark'] as const)(
    'axe finds no serious violation in any message (%s)',
    async (colorScheme) => {
      const page = await browser.newPage({ colorScheme });
      // The sample's images are not fetched: the page is checked as a mail client shows it offline.
      await page.route('**/*', (route) => route.fulfill({ status: 204, body: '' }));
      for (const name of names) {
        await page.setContent(rendered.get(name)!.html);
        expect(await seriousViolations(page), `${name} (${colorScheme})`).toEqual([]);
      }
      await page.close();
    },
    90_000,
  );
});
