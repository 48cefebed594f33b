import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identifyResultSchema } from '../../../src/shared/schemas/laptop.js';
import { createTestApp, type TestApp } from '../../setup/app.js';

/**
 * Identify my laptop, from real-shaped outputs of each system's command (tests/fixtures/identify,
 * one file per command, named after the model it must find). The serial numbers and UUIDs in
 * them must reach neither a log line nor the database: the app runs with its real logger at
 * trace level, its stream pointed at an array.
 */
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/identify');
const lines: string[] = [];
let test: TestApp | undefined;
let app: FastifyInstance;

beforeAll(async () => {
  test = await createTestApp({ LOG_LEVEL: 'trace' }, { logLines: lines });
  app = test.app;
});
afterAll(async () => {
  await test?.close();
});

const identify = (text: string) => app.inject({ method: 'POST', url: '/api/laptops/identify', payload: { text } });

/** What each fixture must be recognised as (family and model of the best match). */
const EXPECTED: Record<string, string> = {
  'linux-sysfs-thinkpad-t480.txt': 'ThinkPad T480',
  'linux-dmidecode-latitude-7490.txt': 'Latitude 7490',
  'linux-sysfs-zenbook-ux430ua.txt': 'ZenBook UX430UA',
  'windows-wmic-xps-13-9360.txt': 'XPS 13 9360',
  'windows-powershell-elitebook-840-g5.txt': 'EliteBook 840 G5',
  'macos-system-profiler-macbook-pro-13-2018.txt': 'MacBook Pro 13-inch 2018',
};
/** The serial numbers and UUIDs the fixtures hold. */
const SECRETS = [
  '7XK4QH2',
  '4c4c4544-0058-4b10-8034-b7c04f514832',
  '5CG8123XQZ',
  '8A1F6C2E-31B4-11E9-9C41-3C52A18B7D10',
  'C02XK1ABJHD3',
  '4A1B2C3D-1111',
];

describe('identify my laptop', () => {
  it('has a fixture for every command the page shows', () => {
    expect(readdirSync(FIXTURES).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s is a %s', async (file, model) => {
    const res = await identify(readFileSync(path.join(FIXTURES, file), 'utf8'));
    expect(res.statusCode, res.body).toBe(200);
    const { matches } = identifyResultSchema.parse(res.json());
    expect(matches.length).toBeGreaterThan(0);
    const best = matches[0]!;
    expect(`${best.laptop.family} ${best.laptop.model}`).toContain(model);
    expect(best.confidence).toBeGreaterThanOrEqual(0.9);
    expect(best.matchedOn).not.toBe('');
  });

  it('finds nothing in text that names no laptop, and refuses empty or oversized text', async () => {
    expect(identifyResultSchema.parse((await identify('hello world\nnothing to see')).json()).matches).toEqual([]);
    expect((await identify('')).statusCode).toBe(400);
    const huge = await identify('x'.repeat(20_001));
    expect(huge.statusCode).toBe(400);
    const wayTooBig = await app.inject({ method: 'POST', url: '/api/laptops/identify', payload: { text: 'x'.repeat(60_000) } });
    expect(wayTooBig.statusCode).toBe(413);
  });

  it('never writes a serial number or UUID from the pasted text to a log line or the database', async () => {
    for (const file of Object.keys(EXPECTED)) await identify(readFileSync(path.join(FIXTURES, file), 'utf8'));
    const logged = lines.join('\n').toLowerCase();
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of SECRETS) expect(logged).not.toContain(secret.toLowerCase());
    const columns = await app.db.execute<{ table_name: string; column_name: string }>(
      sql`SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND data_type IN ('text', 'jsonb', 'ARRAY', 'character varying')`,
    );
    for (const { table_name, column_name } of columns.rows) {
      for (const secret of SECRETS) {
        const found = await app.db.execute(
          sql`SELECT 1 FROM ${sql.identifier(table_name)} WHERE ${sql.identifier(column_name)}::text ILIKE ${`%${secret}%`} LIMIT 1`,
        );
        expect(found.rows, `${secret} in ${table_name}.${column_name}`).toEqual([]);
      }
    }
  });
});
