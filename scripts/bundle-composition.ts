// npm run bench:bundle : what the browser's entry chunk is made of, gzip bytes per package and per
// part of the app. Builds the web app with source maps into a temporary folder (dist/ is not
// touched), then gives each stretch of the minified entry to the source it came from.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type MappingItem } from 'source-map-js';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'partshub-bundle-'));
execFileSync('npx', ['vite', 'build', '--sourcemap', '--outDir', outDir, '--emptyOutDir'], { stdio: 'ignore' });

// The entry is the module script index.html loads.
const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in index.html');
const file = path.join(outDir, 'assets', entry);
const lines = readFileSync(file, 'utf8').split('\n');
const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));

/** A package's name, or the app's folder two levels down (components/layout, lib/cart, shared/…). */
function ownerOf(source: string | null): string {
  if (!source) return '(no source)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const app = /src\/(web|shared)\/(.*)$/.exec(source);
  if (!app) return source;
  const [top, rest] = [app[1]!, app[2]!.split('/')];
  return top === 'shared' ? `app: shared/${rest[0]}` : `app: ${rest.slice(0, 2).join('/')}`;
}

const text = new Map<string, string>();
let previous: MappingItem | null = null;
const take = (until: MappingItem | null) => {
  if (!previous) return;
  const line = lines[previous.generatedLine - 1] ?? '';
  const end = until && until.generatedLine === previous.generatedLine ? until.generatedColumn : line.length;
  const owner = ownerOf(previous.source);
  text.set(owner, (text.get(owner) ?? '') + line.slice(previous.generatedColumn, end));
};
map.eachMapping(
  (m) => {
    take(m);
    previous = m;
  },
  null,
  SourceMapConsumer.GENERATED_ORDER,
);
take(null);

const whole = gzipSync(lines.join('\n')).length;
const rows = [...text].map(([owner, code]) => ({ owner, raw: code.length, gzip: gzipSync(code).length })).sort((a, b) => b.gzip - a.gzip);
console.log(
  `Entry chunk ${entry}: ${(whole / 1000).toFixed(1)} KB gzip (each part below is gzipped on its own, so they add up to a little more)\n`,
);
console.log('| part | minified KB | gzip KB |\n|---|---:|---:|');
for (const r of rows.slice(0, 25)) console.log(`| ${r.owner} | ${(r.raw / 1000).toFixed(1)} | ${(r.gzip / 1000).toFixed(1)} |`);
const app = rows.filter((r) => r.owner.startsWith('app: ')).reduce((sum, r) => sum + r.gzip, 0);
console.log(
  `\nThe app's own code in the entry: ${(app / 1000).toFixed(1)} KB gzip; packages: ${((rows.reduce((s, r) => s + r.gzip, 0) - app) / 1000).toFixed(1)} KB.`,
);
console.log(`Build with source maps: ${outDir}`);
