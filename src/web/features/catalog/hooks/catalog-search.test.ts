import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_PARAMS } from '../../../../shared/part-attributes';
import { ATTRIBUTE_SEARCH } from './catalog-search';

describe('the catalogue page’s declared parameters', () => {
  it('name every attribute filter the server reads (the server-rendered /service keeps exactly these)', () => {
    expect([...ATTRIBUTE_SEARCH].sort()).toEqual([...ATTRIBUTE_PARAMS].sort());
  });
});
