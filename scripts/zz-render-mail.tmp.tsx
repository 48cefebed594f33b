import { writeFileSync } from 'node:fs';
import { renderMessage } from '../src/server/modules/mail/templates/render.js';
import { MAIL_TEMPLATES } from '../src/server/modules/mail/templates/registry.js';
const url = 'http://127.0.0.1:3999';
for (const name of ['order-placed', 'order-delivered', 'order-cancelled'] as const) {
  const r = await renderMessage({ name: 'PartsHub', url } as never, MAIL_TEMPLATES[name].sample(url));
  writeFileSync(`/tmp/mail-${name}.html`, r.html);
  writeFileSync(`/tmp/mail-${name}.txt`, r.text);
}
