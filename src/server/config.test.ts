import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('PAYMENT_PROVIDER in production', () => {
  it('refuses to load without it, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it("loads when it is set explicitly, even to the test gateway ('test')", () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }).PAYMENT_PROVIDER).toBe('test');
    const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };
    expect(loadConfig({ NODE_ENV: 'production', ...stripe }).PAYMENT_PROVIDER).toBe('stripe');
  });

  it('keeps the test gateway as the default in development and tests', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('test');
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('test');
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('test');
  });
});
