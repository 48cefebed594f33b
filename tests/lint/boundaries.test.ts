// The import boundaries in eslint.config.js, checked through ESLint's Node API on virtual files:
// each case lints one import written at a given path and reads the import-x/no-restricted-paths reports.
// import-x/no-cycle has to follow imports from file to file, so its case lints two real temporary files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaryReports, cwd, eslint } from './lint-reports.js';

describe('the web app, the server and src/shared', () => {
  it('src/web may not import src/server', async () => {
    const reports = await boundaryReports('src/web/features/catalog/components/virtual.tsx', '../../../../server/app.js');
    expect(reports).toEqual([expect.stringContaining('share code through src/shared')]);
  });

  it('a page may not import src/server either', async () => {
    expect(await boundaryReports('src/web/app/routes/virtual.tsx', '../../../server/config.js')).toHaveLength(1);
  });

  it('src/server may not import src/web', async () => {
    expect(await boundaryReports('src/server/modules/catalog/virtual.ts', '../../../web/config/paths.js')).toHaveLength(1);
  });

  it('src/shared may import neither src/server nor src/web', async () => {
    expect(await boundaryReports('src/shared/virtual.ts', '../server/config.js')).toHaveLength(1);
    expect(await boundaryReports('src/shared/schemas/virtual.ts', '../../web/config/paths')).toHaveLength(1);
  });

  it('both sides may import src/shared', async () => {
    expect(await boundaryReports('src/web/features/catalog/components/virtual.tsx', '../../../../shared/messages')).toEqual([]);
    expect(await boundaryReports('src/server/modules/catalog/virtual.ts', '../../../shared/messages.js')).toEqual([]);
  });
});

describe('web features', () => {
  it('a feature may not import another feature', async () => {
    const reports = await boundaryReports('src/web/features/orders/components/virtual.tsx', '../../catalog/api/get-product');
    expect(reports).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('judges the path written even when the target file does not exist (yet)', async () => {
    expect(await boundaryReports('src/web/features/orders/components/virtual.tsx', '../../catalog/not-written-yet')).toHaveLength(1);
  });

  it('shared web code (components, hooks, lib) may not import a feature', async () => {
    expect(await boundaryReports('src/web/components/ui/virtual.tsx', '../../features/catalog/api/get-product')).toHaveLength(1);
    expect(await boundaryReports('src/web/lib/virtual.ts', '../features/orders/api/get-order')).toHaveLength(1);
    expect(await boundaryReports('src/web/hooks/virtual.ts', '../features/orders/api/get-order')).toHaveLength(1);
  });

  it('a feature may import its own files, shared web code and src/shared', async () => {
    const file = 'src/web/features/orders/components/virtual.tsx';
    expect(await boundaryReports(file, './my-orders')).toEqual([]);
    expect(await boundaryReports(file, '../api/get-order')).toEqual([]);
    expect(await boundaryReports(file, '../../../components/ui/skeleton')).toEqual([]);
  });

  it('a page may import any feature', async () => {
    const file = 'src/web/app/routes/dashboard/virtual.tsx';
    expect(await boundaryReports(file, '../../../features/catalog/api/get-product')).toEqual([]);
    expect(await boundaryReports(file, '../../../features/orders/api/get-order')).toEqual([]);
  });
});

describe('server modules, flows and the HTTP layer', () => {
  it("a module may not import another module's tables", async () => {
    const reports = await boundaryReports('src/server/modules/orders/service.ts', '../catalog/tables.js');
    expect(reports).toEqual([expect.stringContaining('Only the orders module uses its own tables')]);
  });

  it("a module's tables.ts may import another module's tables.ts for a foreign key", async () => {
    expect(await boundaryReports('src/server/modules/orders/tables.ts', '../catalog/tables.js')).toEqual([]);
    // Only the module zone is lifted there: the service beside it still may not, and the platform zones still hold.
    expect(await boundaryReports('src/server/modules/orders/service.ts', '../catalog/tables.js')).toHaveLength(1);
    const reports = await boundaryReports('src/server/modules/orders/tables.ts', '../../../web/config/paths.js');
    expect(reports).toEqual([expect.stringContaining('The server never imports the web app')]);
  });

  it('a flow may not import any tables', async () => {
    const reports = await boundaryReports('src/server/flows/virtual.ts', '../modules/catalog/tables.js');
    expect(reports).toEqual([expect.stringContaining('A flow goes through the modules’ services')]);
    expect(await boundaryReports('src/server/flows/virtual.ts', '../modules/orders/tables.js')).toHaveLength(1);
  });

  it('a module may import its own tables and another module’s service', async () => {
    expect(await boundaryReports('src/server/modules/orders/virtual.ts', './tables.js')).toEqual([]);
    expect(await boundaryReports('src/server/modules/orders/virtual.ts', '../catalog/service.js')).toEqual([]);
    expect(await boundaryReports('src/server/flows/virtual.ts', '../modules/catalog/service.js')).toEqual([]);
  });

  it('a module may import neither a flow nor the HTTP layer (src/server/api)', async () => {
    const reports = await boundaryReports('src/server/modules/orders/service.ts', '../../flows/place-order.js');
    expect(reports).toEqual([expect.stringContaining('A module imports neither a flow nor the HTTP layer')]);
    expect(await boundaryReports('src/server/modules/catalog/virtual.ts', '../../api/catalog/wire.js')).toHaveLength(1);
    expect(await boundaryReports('src/server/modules/orders/virtual.ts', '../../flows/reads/orders.js')).toHaveLength(1);
    // tables.ts, held to fewer zones for its foreign keys, is held to this one too.
    expect(await boundaryReports('src/server/modules/orders/tables.ts', '../../flows/place-order.js')).toHaveLength(1);
  });

  it('a flow (or a read) may not import the HTTP layer', async () => {
    const reports = await boundaryReports('src/server/flows/virtual.ts', '../api/orders/wire.js');
    expect(reports).toEqual([expect.stringContaining('A flow never imports the HTTP layer')]);
    expect(await boundaryReports('src/server/flows/reads/virtual.ts', '../../api/catalog/routes.js')).toHaveLength(1);
  });

  it('a route may not import any tables', async () => {
    const reports = await boundaryReports('src/server/api/orders/routes.ts', '../../modules/orders/tables.js');
    expect(reports).toEqual([expect.stringContaining('A route never queries tables')]);
    expect(await boundaryReports('src/server/api/catalog/wire.ts', '../../modules/catalog/tables.js')).toHaveLength(1);
  });

  it('a route file may not import another area’s routes (its wire mappers live in its wire.ts)', async () => {
    const reports = await boundaryReports('src/server/api/checkout/routes.ts', '../orders/routes.js');
    expect(reports).toEqual([expect.stringContaining('A route file never imports another area’s routes')]);
    expect(await boundaryReports('src/server/api/insights/wire.ts', '../catalog/routes.js')).toHaveLength(1);
    expect(await boundaryReports('src/server/api/orders/routes.ts', '../shipping/options-route.js')).toHaveLength(1);
    // Its own area's route files register each other.
    expect(await boundaryReports('src/server/api/catalog/routes.ts', './fitment-routes.js')).toEqual([]);
  });

  it('a route may import a module’s service, a flow, a read and its wire mappers', async () => {
    const file = 'src/server/api/orders/virtual.ts';
    expect(await boundaryReports(file, '../../modules/orders/service.js')).toEqual([]);
    expect(await boundaryReports(file, '../../flows/place-order.js')).toEqual([]);
    expect(await boundaryReports(file, '../../flows/reads/orders.js')).toEqual([]);
    expect(await boundaryReports(file, './wire.js')).toEqual([]);
    expect(await boundaryReports(file, '../payments/wire.js')).toEqual([]);
    // A read in flows/reads takes the services' type from the plugin that builds them.
    expect(await boundaryReports('src/server/flows/reads/virtual.ts', '../../plugins/services.js')).toEqual([]);
  });

  it('the aggregate schema in src/server/db may import every module’s tables', async () => {
    expect(await boundaryReports('src/server/db/virtual.ts', '../modules/catalog/tables.js')).toEqual([]);
    expect(await boundaryReports('src/server/db/virtual.ts', '../modules/orders/tables.js')).toEqual([]);
  });
});

describe('import cycles', () => {
  // Directly under src/ (not src/server or src/web), so no tsconfig, build or boundary zone sees the two files.
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(cwd, 'src', '__lint_cycle_'));
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = (): number => b() + 1;\n");
    writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.js';\nexport const b = (): number => a() - 1;\n");
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('import-x/no-cycle reports two files that import each other', async () => {
    const results = await eslint.lintFiles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]);
    for (const result of results) {
      expect(result.messages.filter((message) => message.fatal)).toEqual([]);
      const cycles = result.messages.filter((message) => message.ruleId === 'import-x/no-cycle');
      expect(cycles, path.basename(result.filePath)).toEqual([expect.objectContaining({ message: expect.stringContaining('cycle') })]);
    }
    expect(results).toHaveLength(2);
  });
});
