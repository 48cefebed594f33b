import type { CatalogParams } from './use-catalog-params';

/**
 * The query parameters a catalogue page reads from its address (its route declares them:
 * src/web/app/routes.tsx). A module of its own: the route table is in every page's first
 * JavaScript, and the hook that reads them (use-catalog-params.ts) need not be.
 */
export const CATALOG_SEARCH = ['q', 'category', 'model', 'laptop', 'sort', 'page'] as const satisfies readonly (keyof CatalogParams)[];

/**
 * The attribute filters' parameters (`attr.<name>`, issue 31), written out so the route table does
 * not load the attribute definitions; `catalog-search.test.ts` keeps them equal to ATTRIBUTE_PARAMS.
 */
export const ATTRIBUTE_SEARCH = [
  'attr.memoryType',
  'attr.formFactor',
  'attr.capacityGb',
  'attr.speedMts',
  'attr.voltage',
  'attr.modules',
  'attr.m2Key',
  'attr.lengthMm',
  'attr.protocol',
  'attr.pcieGen',
  'attr.sizeInches',
  'attr.edpPins',
  'attr.resolution',
  'attr.refreshHz',
  'attr.touch',
  'attr.panel',
  'attr.wattHours',
  'attr.watts',
  'attr.connector',
  'attr.usbPd',
] as const;
