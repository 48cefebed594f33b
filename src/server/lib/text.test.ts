import { describe, expect, it } from 'vitest';
import { dateOf, money } from './text.js';

describe('the server text helper', () => {
  it('writes cents as dollars with the sign, thousands and two decimals', () => {
    expect([money(1234), money(0), money(5), money(123456789), money(-250)]).toEqual([
      '$12.34',
      '$0.00',
      '$0.05',
      '$1,234,567.89',
      '-$2.50',
    ]);
  });

  it('writes a day in words, in UTC whatever the hour', () => {
    expect(dateOf(new Date('2026-01-05T00:00:00Z'))).toBe('January 5, 2026');
    expect(dateOf(new Date('2030-12-31T23:59:59Z'))).toBe('December 31, 2030');
  });
});
