import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../setup/app.js';

const t = useTestApp({ env: { SEED: 'false' }, admin: false });

describe('GET /api/health', () => {
  it('answers 200 ok while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('OpenAPI docs', () => {
  it('serves the documentation UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/swagger-ui/i);
  });

  it('describes every spec path at /api/docs/json, with bearer security on authorized ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown; responses?: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['/api/health', 'get'],
      ['/api/service', 'get'],
      ['/api/service', 'post'],
      ['/api/service/{id}', 'get'],
      ['/api/service/{id}', 'put'],
      ['/api/order', 'post'],
      ['/api/order', 'get'],
      ['/api/order/{id}', 'get'],
      ['/api/order/{id}', 'delete'],
      ['/api/user/{email}', 'put'],
      ['/api/user', 'get'],
      ['/api/user/admin/{email}', 'put'],
      ['/api/admin/{email}', 'get'],
      ['/api/review', 'get'],
      ['/api/review', 'post'],
      ['/api/profile', 'get'],
      ['/api/profile', 'post'],
      ['/api/blogs', 'get'],
      ['/api/blogs/{id}', 'get'],
      ['/api/blogReview', 'get'],
      ['/api/blogReview', 'post'],
      ['/api/create-payment-intent', 'post'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(doc.paths['/api/service']!.post!.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/service']!.post!.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/api/order/{id}']!.get!.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    // Better Auth's catch-all is hidden from the docs.
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/auth'))).toBe(false);
  });
});

describe('security headers', () => {
  it('sends nosniff, a content security policy and no x-powered-by', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
