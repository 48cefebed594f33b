import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { createTestDatabase } from '../setup/database.js';

export const ADMIN = { email: 'admin@test.local', password: 'admin-pass-123' };
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Shop {
  url: string;
  app: FastifyInstance;
  dataDir: string;
  close: () => Promise<void>;
}

/** The real server with the built web app, on a fresh seeded database and a free port. */
export async function startShop(env: Record<string, string> = {}, options: { port?: number } = {}): Promise<Shop> {
  if (!existsSync('dist/web/index.html')) throw new Error('Build the web app first: npm run build');
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partshub-e2e-'));
  // Port 0 picks a free port; PUBLIC_URL must match it, so listen first on a reserved one.
  const { freePort } = await import('../../src/server/db/embedded.js');
  const port = options.port ?? (await freePort());
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_AUTH_MAX: '1000',
    ...env,
  });
  const app = await buildApp({ config, databaseUrl: database.url, serveWeb: true, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: config.publicUrl,
    app,
    dataDir,
    async close() {
      await app.close();
      await database.drop();
    },
  };
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
 * tests, and closes both after them. Call it at the top of the file, before its own beforeAll.
 */
export function useShop(start: () => Promise<Shop> = () => startShop()) {
  beforeAll(async () => {
    shop = await start();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });
}

export interface OpenedPage {
  page: Page;
  /** Console errors and page errors seen so far; a test fails on an unexpected one. */
  errors: string[];
  close: () => Promise<void>;
}

/** A fresh browser context (own storage) with a page of the given width. */
export async function openPage(browser: Browser, width = 1280, height = 900): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors, close: () => context.close() };
}

/** Fails on console errors other than expected ones (e.g. a deliberate 401/409 answer). */
export function expectNoConsoleErrors(errors: string[], allowed: RegExp[] = []) {
  const unexpected = errors.filter((e) => !allowed.some((re) => re.test(e)));
  expect(unexpected, `console errors: ${unexpected.join('\n')}`).toEqual([]);
}

export async function screenshot(page: Page, name: string) {
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

let n = 0;
export const uniqueEmail = (prefix = 'shopper') => `${prefix}${Date.now().toString(36)}${n++}@example.com`;

/** Signs in through the real login form and waits until the app is back on `expectPath`. */
export async function loginAs(page: Page, shopUrl: string, email: string, password: string) {
  await page.goto(`${shopUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
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
