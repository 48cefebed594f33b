/** Faceted search on /service (issue 31): the category's specification filters narrow the list, in the address, and survive a reload. */
import { describe, expect, it } from 'vitest';
import { browser, hydrated, openPage, screenshot, settled, shop, useShop } from './harness.js';
import { overflow, seriousViolations } from './page-checks.js';

useShop();

/** The number of parts the filter offers beside a value: "16 GB (3)" → 3. */
const countOf = (text: string) => Number(/\((\d+)\)/.exec(text)?.[1]);

describe('Filter by specification', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`narrows memory to 16 GB, keeps it in the address and after a reload (${theme}, 375 and 1280 px)`, async () => {
      for (const width of [375, 1280]) {
        const { page, close } = await openPage(browser, { width, theme, bypassCSP: true });
        await page.goto(`${shop.url}/service?category=memory`);
        const facets = page.getByTestId('attribute-facets');
        await facets.waitFor();
        await hydrated(page, 'attribute-facets');
        const sixteen = page.getByTestId('facet-capacityGb').getByRole('checkbox', { name: /^16 GB/ });
        const offered = countOf(
          (await page
            .getByTestId('facet-capacityGb')
            .getByText(/^16 GB/)
            .textContent()) ?? '',
        );
        expect(offered).toBeGreaterThan(0);
        await sixteen.click();
        await page.waitForURL((u) => u.searchParams.get('attr.capacityGb') === '16');
        await expect.poll(() => page.getByTestId('product-card').count()).toBe(offered);
        expect(await page.getByTestId('product-card').allInnerTexts()).not.toContain(expect.stringMatching(/\b32 ?GB\b/));

        await page.reload();
        await hydrated(page, 'attribute-facets');
        expect(
          await page
            .getByTestId('facet-capacityGb')
            .getByRole('checkbox', { name: /^16 GB/ })
            .isChecked(),
        ).toBe(true);
        expect(await page.getByTestId('product-card').count()).toBe(offered);
        await settled(page);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `service-facets-${theme}-${width}`);

        await facets.getByRole('button', { name: 'Clear specification filters' }).click();
        await page.waitForURL((u) => !u.searchParams.has('attr.capacityGb'));
        await close();
      }
    });
  }
});
