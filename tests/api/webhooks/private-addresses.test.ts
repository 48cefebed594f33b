import { afterAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../../src/server/modules/webhooks/address-guard.js';
import { as, useTestApp } from '../../setup/app.js';
import { startReceiver } from '../../setup/webhook-receiver.js';

// No WEBHOOK_ALLOW_PRIVATE: the shop's default.
const t = useTestApp();

describe('private addresses', () => {
  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://10.1.2.3/',
    'http://192.168.1.10/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
  ])('refuses %s with a 400', async (url) => {
    const res = await as(t.app, t.admin, { method: 'POST', url: '/api/admin/webhooks', payload: { url, events: ['order.paid'] } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/private or loopback|could not be resolved/);
  });

  it('tells private from public addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });

  const hook = startReceiver();
  afterAll(async () => (await hook).close());

  it('checks again at delivery time: an endpoint that points inside by then is not sent to', async () => {
    const receiver = await hook;
    // As if its name resolved to a public address when it was added (DNS rebinding): written past the check.
    const endpoint = await t.app.services.webhooks.create(t.app.db, { url: receiver.url, events: ['product.low_stock'], description: '' });
    await t.app.db.transaction((tx) => t.app.services.webhooks.emit(tx, 'product.low_stock', { id: 'x' }));
    t.app.services.webhooks.wake();
    await expect
      .poll(async () => (await t.app.services.webhooks.deliveries(endpoint.id, 1, 10)).items[0]?.lastError)
      .toMatch(/private or loopback/);
    expect(receiver.received).toHaveLength(0);
  });
});
