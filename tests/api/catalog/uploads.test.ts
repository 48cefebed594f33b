import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadedFilesPlugin } from '../../../src/server/api/catalog/upload-routes.js';
import { as, testConfig, useTestApp, type Session } from '../../setup/app.js';

const t = useTestApp();

function multipart(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----partshub' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const image = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    [format]()
    .toBuffer();

const upload = (who: Session | null, filename: string, content: Buffer) => {
  const { payload, headers } = multipart(filename, content);
  return as(t.app, who, { method: 'POST', url: '/api/uploads', payload, headers });
};

describe('POST /api/uploads', () => {
  for (const format of ['jpeg', 'png', 'webp'] as const) {
    it(`stores a ${format} as WebP at 800 and 400 px and serves it with long caching`, async () => {
      const res = await upload(t.admin, `photo.${format}`, await image(format));
      expect(res.statusCode, res.body).toBe(201);
      const { img, thumb } = res.json();
      expect(img).toMatch(/^\/uploads\/[\w-]+-800\.webp$/);
      for (const [url, width] of [
        [img, 800],
        [thumb, 400],
      ] as const) {
        const file = path.join(t.config.DATA_DIR, url);
        expect(existsSync(file)).toBe(true);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        const served = await t.app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toContain('immutable');
      }
    });
  }

  it('checks the content, not the name: a renamed text file is refused with 400', async () => {
    const res = await upload(t.admin, 'not-really.jpg', Buffer.from('hello, I am a text file'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/JPEG, PNG or WebP/);
  });

  it('refuses other image types (GIF) with 400', async () => {
    const res = await upload(t.admin, 'anim.gif', await image('gif', 50, 50));
    expect(res.statusCode).toBe(400);
  });

  it('refuses files over 5 MB with a clear message', async () => {
    const big = Buffer.concat([await image('jpeg', 100, 100), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(t.admin, 'huge.jpg', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/5 MB/);
  });

  it('is admin-only and needs a file', async () => {
    const user = await t.customer();
    expect((await upload(null, 'a.png', await image('png', 10, 10))).statusCode).toBe(401);
    expect((await upload(user, 'a.png', await image('png', 10, 10))).statusCode).toBe(403);
    const json = await as(t.app, t.admin, { method: 'POST', url: '/api/uploads', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });
});

describe('/uploads/* before the first upload', () => {
  it('starts without a warning about a missing folder, and answers 404 for a file that is not there', async () => {
    const lines: string[] = [];
    const config = testConfig();
    expect(existsSync(path.join(config.DATA_DIR, 'uploads'))).toBe(false);
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } });
    app.decorate('config', config);
    try {
      await app.register(uploadedFilesPlugin);
      await app.ready();
      expect(lines.join('')).not.toMatch(/must exist/);
      expect(existsSync(path.join(config.DATA_DIR, 'uploads'))).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/uploads/nothing-800.webp' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
