// npm run bench:profile : where an Order Now's CPU time goes. The built shop runs pinned to core 0
// under V8's sampling profiler (--cpu-prof) while 50 connections place orders for 10 s from core 1
// (the same load as `npm run bench`); only the samples taken during the load are counted.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { orderFixture, placeOrders } from './orders.js';
import { startShop } from './processes.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Monotonic microseconds: the clock V8 stamps its samples with (CLOCK_MONOTONIC, shared by every process). */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** What a frame belongs to: a package, a part of the shop, Node itself, or V8's own entries. */
function areaOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const shop = /dist\/server\/(.+?)(?:\/[^/]+)?\.js$/.exec(url);
  if (shop) return `shop: ${shop[1]}`;
  if (url.startsWith('node:')) return `node: ${url.replace(/^node:(internal\/)?/, '').split('/')[0]}`;
  return url;
}

const profileDir = mkdtempSync(path.join(os.tmpdir(), 'partshub-prof-'));
const shop = await startShop(undefined, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
const fixture = await orderFixture(shop.url);
// A short warm-up, so the profile is of the steady state (JIT done, pools full).
await fetch(`${shop.url}/api/service`);
const from = nowUs();
const result = await placeOrders(shop.url, fixture);
const to = nowUs();
await shop.stop();

const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${profileDir}`);
const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i]!;
  if (t < from || t > to) continue;
  // A sample's time is the gap to the next one: what the sampled frame went on doing.
  const spent = profile.timeDeltas[i + 1] ?? 0;
  selfUs.set(profile.samples[i]!, (selfUs.get(profile.samples[i]!) ?? 0) + spent);
}

const orders = result.statusCodes['201'] ?? 0;
const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
let busyUs = 0;
let windowUs = 0;
for (const [id, us] of selfUs) {
  const frame = byId.get(id)!.callFrame;
  windowUs += us;
  if (frame.functionName === '(idle)') continue;
  busyUs += us;
  const area = areaOf(frame);
  byArea.set(area, (byArea.get(area) ?? 0) + us);
  const fn = `${frame.functionName || '(anonymous)'} ${area}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
}

const perOrder = (us: number) => (orders ? us / 1000 / orders : 0).toFixed(3);
const share = (us: number) => `${((100 * us) / busyUs).toFixed(1)} %`;
console.log(
  `POST /api/order: ${orders} orders in ${((to - from) / 1e6).toFixed(1)} s (${result.rps}/s, p50 ${result.p50} ms, p99 ${result.p99} ms).`,
);
console.log(
  `The server's thread was busy ${(busyUs / 1000).toFixed(0)} ms of ${(windowUs / 1000).toFixed(0)} ms sampled: ${perOrder(busyUs)} ms of CPU per order.\n`,
);
console.log('| where (self time) | ms per order | share of busy time |\n|---|---:|---:|');
for (const [area, us] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`| ${area} | ${perOrder(us)} | ${share(us)} |`);
console.log('\n| function (self time) | ms per order | share |\n|---|---:|---:|');
for (const [fn, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`| ${fn} | ${perOrder(us)} | ${share(us)} |`);
console.log(`\nProfile: ${path.join(profileDir, file)} (open it in Chromium's DevTools, Performance panel).`);
