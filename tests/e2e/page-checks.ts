/** Checks the screen tests share: horizontal overflow, axe-core's serious violations, sections that load as they near the screen. */
import type { Page } from 'playwright-core';

/** How many pixels the page is wider than the viewport (0 or less: nothing overflows). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations on the page as it is now (see a11y.test.ts). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run({ resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The home's best-seller carousel and contact form load their code as they near the screen: brings
 * each there until it has, then scrolls back to the top. Does nothing on other pages.
 */
export async function loadNearScreenSections(page: Page) {
  const sections: [section: string, loaded: string][] = [
    ['best-sellers', 'best-seller'],
    ['contact', 'contact-form'],
  ];
  let scrolled = false;
  for (const [section, loaded] of sections) {
    if (!(await page.getByTestId(section).count())) continue;
    await page.getByTestId(section).scrollIntoViewIfNeeded();
    await page.getByTestId(loaded).first().waitFor();
    scrolled = true;
  }
  if (scrolled) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
