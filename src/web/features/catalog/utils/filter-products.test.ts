import { describe, expect, it } from 'vitest';
import { filterProducts } from './filter-products';

const items = [
  { name: 'Crucial 16GB DDR4-3200 SO-DIMM', partNumber: 'CT16G4SFRA32A', compatibleModels: ['ThinkPad T480', 'Latitude 7490'] },
  { name: 'ThinkPad T480 battery', partNumber: '01AV424', compatibleModels: ['ThinkPad T480', 'ThinkPad T470'] },
  { name: 'Dell XPS 13 fan set', partNumber: 'DXP-9360-F', compatibleModels: ['XPS 13 9360'] },
];

describe('filterProducts', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterProducts(items, '')).toHaveLength(3);
    expect(filterProducts(items, '   ')).toHaveLength(3);
  });
  it('matches the name, case-insensitively', () => {
    expect(filterProducts(items, 'crucial').map((p) => p.partNumber)).toEqual(['CT16G4SFRA32A']);
    expect(filterProducts(items, 'CRUCIAL')).toEqual(filterProducts(items, 'crucial'));
  });
  it('matches the part number and the compatible model', () => {
    expect(filterProducts(items, '01av424')).toHaveLength(1);
    expect(filterProducts(items, 'T480')).toHaveLength(2);
    expect(filterProducts(items, 'Latitude 7490')).toHaveLength(1);
  });
  it('needs every word and ignores spaces and dashes', () => {
    expect(filterProducts(items, 't480 battery')).toHaveLength(1);
    expect(filterProducts(items, 'xps13')).toHaveLength(1);
    expect(filterProducts(items, 'dxp9360')).toHaveLength(1);
    expect(filterProducts(items, 'macbook')).toHaveLength(0);
  });
});
