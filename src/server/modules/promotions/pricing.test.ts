import { describe, expect, it } from 'vitest';
import { basisPointsOf } from '../../../shared/money.js';
import { allocate } from './pricing.js';

describe('allocate', () => {
  it('splits to the cent, the parts adding up to the total, in proportion, extra cents to the earlier lines', () => {
    expect(allocate(1000, [1000, 1000, 1000])).toEqual([334, 333, 333]);
    expect(allocate(500, [3000, 1000])).toEqual([375, 125]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
  });

  it('always adds up to the total and never gives a line more than its share rounded up (1,000 random splits)', () => {
    let seed = 42;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n) + 1;
    for (let run = 0; run < 1000; run++) {
      const weights = Array.from({ length: random(6) }, () => random(100_000));
      const sum = weights.reduce((a, b) => a + b, 0);
      const total = random(sum);
      const parts = allocate(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      parts.forEach((p, i) => expect(Math.abs(p - (total * weights[i]!) / sum)).toBeLessThan(1));
    }
  });
});

describe('basisPointsOf', () => {
  it('rounds half up in integers', () => {
    expect(basisPointsOf(105, 1000)).toBe(11); // 10.5
    expect(basisPointsOf(104, 1000)).toBe(10); // 10.4
    expect(basisPointsOf(12750, 1900)).toBe(2423); // 2422.5
  });
});
