import { describe, expect, it } from 'vitest';
import type { Laptop } from '../../src/shared/schemas/laptop.js';
import type { LaptopFitDetail } from '../../src/shared/schemas/laptop-fit.js';
import { ADMIN, openSignedIn, screenshot, settled, shop, useShop } from './harness.js';
import { overflow, seriousViolations } from './page-checks.js';

/** Issue 31: staff edit a laptop model's specification from Laptop models (what fit by specification reads). */
useShop();

const t480 = async () => {
  const [laptop] = (await shop.app.inject({ method: 'GET', url: '/api/laptops?search=T480' })).json() as Laptop[];
  return laptop!;
};
const specOf = async (id: string) => ((await shop.app.inject({ method: 'GET', url: `/api/laptops/${id}` })).json() as LaptopFitDetail).spec;

describe('a laptop model’s specification (dashboard)', () => {
  it('shows the T480’s seeded spec, says what is wrong in words, and saves a change the fit then reads', async () => {
    const laptop = await t480();
    const { page, close } = await openSignedIn({ as: ADMIN });
    await page.goto(`${shop.url}/dashboard/laptops?search=T480`);
    await page.getByRole('button', { name: /^Specification of .*T480$/ }).click();
    const dialog = page.getByRole('dialog', { name: /Specification of .*T480/ });
    const form = dialog.getByTestId('laptop-spec-form');
    await form.waitFor();
    await expect.poll(() => dialog.getByLabel('Type').inputValue()).toBe('DDR4');
    await expect.poll(() => dialog.getByLabel('Slots').inputValue()).toBe('2');
    expect(await dialog.getByTestId('spec-bay').count()).toBeGreaterThan(0);

    await dialog.getByLabel('Slots').fill('9');
    await dialog.getByRole('button', { name: 'Save specification' }).click();
    await dialog.getByText('Slots must be at most 8').waitFor();

    await dialog.getByLabel('Slots').fill('2');
    await dialog.getByLabel('Most in total (GB)').fill('64');
    await dialog.getByLabel('Most per slot (GB)').fill('32');
    // The display is not known any more: its section is left out of the spec.
    await dialog.getByLabel('We know this laptop’s display').uncheck();
    await dialog.getByRole('button', { name: 'Save specification' }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = await specOf(laptop._id);
    expect(saved?.memory).toMatchObject({ type: 'DDR4', slots: 2, maxPerSlotGb: 32, maxTotalGb: 64 });
    expect(saved?.display).toBeUndefined();
    expect(saved?.storage?.length).toBeGreaterThan(0);
    await close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`reads at 375 and 1280 px with no serious axe violation and no sideways scroll (${theme})`, async () => {
      for (const width of [375, 1280]) {
        const { page, close } = await openSignedIn({ as: ADMIN, width, theme, bypassCSP: true });
        await page.goto(`${shop.url}/dashboard/laptops?search=T480`);
        // By keyboard: the row's Specification button, then Enter.
        const open = page.getByRole('button', { name: /^Specification of .*T480$/ });
        await open.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: /Specification of .*T480/ });
        await dialog.getByTestId('laptop-spec-form').waitFor();
        await dialog.getByRole('button', { name: 'Add a bay' }).click();
        await settled(page);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `laptop-spec-${width}-${theme}`);
        await close();
      }
    });
  }
});
