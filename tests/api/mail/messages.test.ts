import { describe, expect, it } from 'vitest';
import { messagePreviewSchema, messageTemplateListSchema } from '../../../src/shared/schemas/messages.js';
import { as, useTestApp } from '../../setup/app.js';
import { expectMail } from '../../setup/outbox.js';

const t = useTestApp();

describe('the staff Messages page (settings:write)', () => {
  it('lists every template, previews one with sample content in both parts, and sends a test to the viewer', async () => {
    const list = messageTemplateListSchema.parse((await as(t.app, t.admin, { method: 'GET', url: '/api/admin/messages' })).json());
    expect(list.messages.map((m) => m.name)).toEqual(
      expect.arrayContaining(['order-placed', 'return-approved', 'gift-card', 'reset-password']),
    );

    const res = await as(t.app, t.admin, { method: 'GET', url: '/api/admin/messages/order-placed/preview' });
    expect(res.statusCode, res.body).toBe(200);
    const preview = messagePreviewSchema.parse(res.json());
    expect(preview.html).toContain(`src="${t.config.publicUrl}/images/email-logo.png"`);
    expect(preview.text).toContain('Total: $165.62');

    const sent = await as(t.app, t.admin, { method: 'POST', url: '/api/admin/messages/gift-card/test' });
    expect(sent.statusCode, sent.body).toBe(202);
    const mail = await expectMail(t.config.DATA_DIR, t.admin.email, 'Test: Gift card', 'ABCD-EFGH-JKLM-NPQR: $50.00');
    expect(mail.raw).toContain('Content-Type: multipart/alternative');
    expect(mail.raw).toContain('Content-Type: text/html');
  });

  it('answers 404 for a template it does not have and 400 for a name that cannot be one', async () => {
    const unknown = await as(t.app, t.admin, { method: 'GET', url: '/api/admin/messages/no-such-mail/preview' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('no-such-mail');
    const bad = await as(t.app, t.admin, { method: 'POST', url: '/api/admin/messages/Bad_Name!/test' });
    expect(bad.statusCode).toBe(400);
  });
});
