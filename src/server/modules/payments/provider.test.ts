import { describe, expect, it } from 'vitest';
import { paymentMode } from './provider.js';

describe('paymentMode', () => {
  it("is 'test' for the test gateway and for Stripe's test keys, 'live' for any other Stripe key", () => {
    expect(paymentMode('test', undefined)).toBe('test');
    expect(paymentMode('test', 'sk_live_x')).toBe('test');
    expect(paymentMode('stripe', 'sk_test_x')).toBe('test');
    expect(paymentMode('stripe', 'sk_live_x')).toBe('live');
    expect(paymentMode('stripe', 'rk_live_x')).toBe('live');
  });
});
