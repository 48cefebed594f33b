// A flow reaches a module only through its service object (its Deps, from FlowContext): from a module's files it
// imports types alone (@typescript-eslint/no-restricted-imports with allowTypeImports in eslint.config.js).
import { describe, expect, it } from 'vitest';
import { lintReports } from './lint-reports.js';

/** The restricted-import reports for `code` written at `filePath` (relative to the repository). */
const importReports = (filePath: string, code: string) => lintReports(filePath, code, '@typescript-eslint/no-restricted-imports');

describe('flows and the modules’ code', () => {
  it('a flow may not import a value from a module (a SQL helper, a function)', async () => {
    const code = `import { placeOrderSql } from '../modules/orders/service.js';\nexport const used = placeOrderSql;\n`;
    const reports = await importReports('src/server/flows/virtual.ts', code);
    expect(reports).toEqual([expect.stringContaining('A flow calls a module through its service')]);
    const inRead = `import { orderTitle } from '../../modules/orders/detail.js';\nexport const used = orderTitle;\n`;
    expect(await importReports('src/server/flows/reads/virtual.ts', inRead)).toHaveLength(1);
  });

  it('a flow may import a module’s types', async () => {
    const code = `import type { OrderDetail } from '../modules/orders/service.js';\nexport type Used = OrderDetail;\n`;
    expect(await importReports('src/server/flows/virtual.ts', code)).toEqual([]);
  });

  it('the HTTP layer may still call a module’s pure helpers', async () => {
    const code = `import { orderTitle } from '../../modules/orders/service.js';\nexport const used = orderTitle;\n`;
    expect(await importReports('src/server/api/orders/virtual.ts', code)).toEqual([]);
  });
});
