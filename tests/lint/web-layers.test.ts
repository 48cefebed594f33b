// The web app's layers in eslint.config.js (src/web: app → features → entities → components, hooks, lib, config),
// checked through ESLint's Node API on virtual files: each case lints one import written at a given path and
// reads the import-x/no-restricted-paths reports. The feature ↔ feature rule is in ./boundaries.test.ts.
import { describe, expect, it } from 'vitest';
import { boundaryReports } from './lint-reports.js';

describe('web entities (src/web/entities)', () => {
  it('an entity may not import a feature', async () => {
    const reports = await boundaryReports('src/web/entities/cart/components/virtual.tsx', '../../../features/catalog/api/get-product');
    expect(reports).toEqual([expect.stringContaining('An entity never imports a feature')]);
  });

  it('components, hooks, lib and config may not import an entity', async () => {
    const message = expect.stringContaining('never imports an entity');
    expect(await boundaryReports('src/web/components/ui/virtual.tsx', '../../entities/cart/model/use-cart')).toEqual([message]);
    expect(await boundaryReports('src/web/hooks/virtual.ts', '../entities/laptop/model/selected-laptop')).toEqual([message]);
    expect(await boundaryReports('src/web/lib/virtual.ts', '../entities/cart/model/merge-guest-cart')).toEqual([message]);
    expect(await boundaryReports('src/web/config/virtual.ts', '../entities/order/components/address-text')).toEqual([message]);
  });

  it('a feature and a page may import an entity', async () => {
    expect(
      await boundaryReports('src/web/features/catalog/components/virtual.tsx', '../../../entities/cart/components/add-to-cart'),
    ).toEqual([]);
    expect(await boundaryReports('src/web/app/routes/virtual.tsx', '../../entities/laptop/model/use-selected-laptop')).toEqual([]);
    expect(await boundaryReports('src/web/app/virtual.tsx', '../entities/cart/model/merge-guest-cart')).toEqual([]);
  });

  it('an entity may import shared web code, src/shared and its own files', async () => {
    const file = 'src/web/entities/cart/model/virtual.ts';
    expect(await boundaryReports(file, '../../../lib/api-client')).toEqual([]);
    expect(await boundaryReports(file, '../../../components/ui/skeleton')).toEqual([]);
    expect(await boundaryReports(file, '../../../../shared/constants')).toEqual([]);
    expect(await boundaryReports(file, '../api/cart-api')).toEqual([]);
  });

  it('the web app still never imports the server', async () => {
    expect(await boundaryReports('src/web/entities/order/components/virtual.tsx', '../../../../server/app.js')).toHaveLength(1);
  });
});
