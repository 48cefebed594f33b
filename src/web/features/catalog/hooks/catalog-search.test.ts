import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_PARAMS } from '../../../../shared/part-attributes';
import { ATTRIBUTE_SEARCH } from './catalog-search';

describe('the catalogue page’s declared parameters', () => {
  it('stand for attribute filters by a pattern every parameter the server reads starts with', () => {
    expect(ATTRIBUTE_PARAMS.length).toBeGreaterThan(0);
    expect(ATTRIBUTE_PARAMS.every((p) => p.startsWith(ATTRIBUTE_SEARCH.slice(0, -1)))).toBe(true);
  });
});
