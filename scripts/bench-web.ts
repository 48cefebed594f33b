// npm run bench:web : Lighthouse (mobile preset) on the main public pages, driving Debian's Chromium.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop } from './bench/processes.js';
import { publicPages } from './bench/public-pages.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_ONLY=/service (or /laptops for the laptop page) runs that page only; LIGHTHOUSE_JSON_DIR keeps each page's last report. */
const ONLY = process.env.LIGHTHOUSE_ONLY;
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function bytes(lhr: Lhr, type: 'Script' | 'Stylesheet'): number {
  const items = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
  return items.filter((i) => i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const shop = await startShop(mkdtempSync(path.join(os.tmpdir(), 'partshub-lh-')));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
});
try {
  const { pages, ids } = await publicPages(shop.url);
  console.log(`Lighthouse ${RUNS} runs per page (median), mobile preset, ${shop.url}\n`);
  console.log('| page | performance | accessibility | best practices | SEO | JS KB (transfer) | CSS KB (transfer) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const page of pages.filter((p) => !ONLY || p === ONLY || p.startsWith(`${ONLY}/`))) {
    const runs: Lhr[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Chromium's trace now and then lacks the navigation's start (NO_NAVSTART): such a run has no
      // scores, so it is run again (at most three times) rather than counted as zero.
      for (let attempt = 0; attempt < 3; attempt++) {
        const result = await lighthouse(`${shop.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!result) break;
        if (!result.lhr.runtimeError || attempt === 2) {
          if (result.lhr.runtimeError) console.log(`|   ↳ ${page}: ${result.lhr.runtimeError.code} three times | | | | | | |`);
          runs.push(result.lhr);
          break;
        }
      }
    }
    if (JSON_DIR && runs.length)
      writeFileSync(path.join(JSON_DIR, `${page.replaceAll('/', '_') || 'home'}.json`), JSON.stringify(runs.at(-1)));
    const score = (cat: string) => median(runs.map((r) => Math.round((r.categories[cat]?.score ?? 0) * 100)));
    const kb = (type: 'Script' | 'Stylesheet') => (median(runs.map((r) => bytes(r, type))) / 1024).toFixed(1);
    console.log(
      `| ${ids.reduce((p, id) => p.replace(id, '{id}'), page)} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${kb('Script')} | ${kb('Stylesheet')} |`,
    );
    const failing = Object.values(runs.at(-1)!.audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable',
    );
    if (failing.length)
      console.log(
        `|   ↳ below 0.9: ${failing
          .map((a) => a.id)
          .slice(0, 8)
          .join(', ')} | | | | | | |`,
      );
  }
} finally {
  await chrome.kill();
  await shop.stop();
}
