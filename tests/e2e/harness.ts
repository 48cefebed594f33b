import { existsSync, mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { freePort } from '../../src/server/db/embedded.js';
import type { tokenSchema } from '../../src/shared/schemas/user.js';
import { ADMIN, createTestApp, uniqueEmail } from '../setup/app.js';

export { ADMIN };
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Shop {
  url: string;
  app: FastifyInstance;
  dataDir: string;
  close: () => Promise<void>;
}

/** The real server with the built web app, on a fresh seeded database and a free port (createTestApp, listening). */
export async function startShop(env: Record<string, string> = {}, options: { port?: number } = {}): Promise<Shop> {
  if (!existsSync('dist/web/index.html')) throw new Error('Build the web app first: npm run build');
  // Port 0 picks a free port; PUBLIC_URL must match it, so listen first on a reserved one.
  const port = options.port ?? (await freePort());
  const started = await createTestApp({ PORT: String(port), HOST: '127.0.0.1', ...env }, { serveWeb: true });
  await started.app.listen({ port, host: '127.0.0.1' });
  return { url: started.config.publicUrl, app: started.app, dataDir: started.config.DATA_DIR, close: started.close };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/** This test file's shop and browser, set by useShop() before its tests run (live bindings). */
export let shop: Shop;
export let browser: Browser;

/**
 * Starts the shop (a fresh one unless `start` says otherwise) and Chromium before this file's
 * tests, and closes both after them. After each test it closes the pages the test left open and
 * fails the test on their unexpected console errors (see openPage). Call it at the top of the
 * file, before its own beforeAll.
 */
export function useShop(start: () => Promise<Shop> = () => startShop()) {
  beforeAll(async () => {
    shop = await start();
    browser = await launchBrowser();
  });
  afterEach(closeLeftOpenPages);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** Console errors this page is expected to log, e.g. the browser's line for a deliberate 401 or 409 answer. */
  allowConsole?: RegExp[];
  /** The theme the app starts in (set in localStorage before any page loads). */
  theme?: 'light' | 'dark';
  /** Lets an injected script (axe) past the shop's Content-Security-Policy. */
  bypassCSP?: boolean;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and page errors seen so far. */
  errors: readonly string[];
  /** Expects more console errors from here on (prefer openPage's allowConsole, up front). */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  /** Closes the page (its own context) and fails the test on an unexpected console or page error. */
  close: () => Promise<void>;
}

/** The browser's "Failed to load resource … status of N" console line, for an expected error answer. */
export const httpStatus = (status: number) => new RegExp(`status of ${status}\\b`);

/** The pages the running test opened and has not closed yet. */
const openPages = new Set<OpenedPage>();

/**
 * A fresh browser context (own storage) with one page, 1280 × 900 unless told otherwise.
 * Every console error and uncaught page error is recorded, and the test fails on one it did not
 * declare in `allowConsole`: when the page is closed, or after the test for a page left open.
 */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const { width = 1280, height = 900, theme, bypassCSP = false } = options;
  const context = await browser.newContext({ viewport: { width, height }, bypassCSP });
  if (theme) await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await context.newPage();
  const errors: string[] = [];
  const allowed = [...(options.allowConsole ?? [])];
  page.on('console', (msg) => {
    // The not-found page itself answers 404 (the server renders it); that is the page, not an error.
    if (msg.type() === 'error' && !(/status of 404\b/.test(msg.text()) && msg.location().url === page.url())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`uncaught ${err.name}: ${err.message}`));
  let closing: Promise<void> | undefined;
  const opened: OpenedPage = {
    page,
    errors,
    allowConsoleErrors: (...patterns) => void allowed.push(...patterns),
    close: () =>
      (closing ??= (async () => {
        openPages.delete(opened);
        await context.close();
        const unexpected = errors.filter((e) => !allowed.some((re) => re.test(e)));
        expect(
          unexpected,
          `unexpected console errors (an expected one goes in openPage's allowConsole):\n${unexpected.join('\n')}`,
        ).toEqual([]);
      })()),
  };
  openPages.add(opened);
  return opened;
}

/** After each test: closes what it left open, checking those pages' console errors too. */
async function closeLeftOpenPages() {
  const failures: unknown[] = [];
  for (const opened of [...openPages]) await opened.close().catch((err: unknown) => failures.push(err));
  if (failures.length) throw failures[0];
}

/**
 * Waits until React has hydrated the server-rendered element with this test id: until then a button
 * does nothing when clicked (React keeps its props on the node once it owns it).
 */
export async function hydrated(page: Page, testId: string) {
  await page.waitForFunction((id) => {
    const node = document.querySelector(`[data-testid="${id}"]`);
    return Boolean(node && Object.keys(node).some((key) => key.startsWith('__reactProps')));
  }, testId);
}

/**
 * Waits until the page has painted two more frames and its finite animations and transitions (a
 * dialog's fade-in, a layout change after a resize) have finished, so a screenshot shows it settled.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    // Only animations that run on time and end: not endless ones (a spinner), nor scroll-driven ones
    // (daisyUI's `set-page-has-scroll` while a modal is open), whose `finished` waits for scrolling.
    const finite = document
      .getAnimations()
      .filter((a) => a.timeline === document.timeline && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

export async function screenshot(page: Page, name: string) {
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** Signs in through the real login form and waits until the app has left /login. */
export async function loginAs(page: Page, shopUrl: string, email: string, password: string) {
  await page.goto(`${shopUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

export interface Credentials {
  email: string;
  password: string;
}

/** Creates an account through the API (fast) for tests that are not about signing up. */
export async function createAccount(shop: Shop, email = uniqueEmail(), password = 'secret123', name = 'Test Shopper') {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: shop.url },
    payload: { email, password, name },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  return { email, password, name };
}

/**
 * The login fixture: a fresh page of this file's browser, signed in through the real login form
 * as `as` (the admin: `{ as: ADMIN }`), or as a new customer made through the API.
 */
export async function openSignedIn(options: PageOptions & { as?: Credentials } = {}): Promise<OpenedPage & { account: Credentials }> {
  const opened = await openPage(browser, options);
  const account = options.as ?? (await createAccount(shop));
  await loginAs(opened.page, shop.url, account.email, account.password);
  return { ...opened, account };
}

/** A bearer token for API calls made beside the browser, got the way the web app gets it (sign in, then PUT /api/user/:email). */
export async function apiToken(shop: Shop, { email, password }: Credentials): Promise<string> {
  const signIn = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: shop.url },
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await shop.app.inject({ method: 'PUT', url: `/api/user/${encodeURIComponent(email)}`, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.body}`);
  return (res.json() as z.infer<typeof tokenSchema>).token;
}

/** A JSON call to the shop beside the browser (app.inject): its answer, or an Error naming the status and body past 2xx. */
export async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) {
  const res = await shop.app.inject({ method, url, headers, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}
