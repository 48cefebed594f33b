import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import { requestPath, requestUrl } from './http.js';

const request = (url: string) => ({ url }) as FastifyRequest;

describe('requestPath', () => {
  it('reads every spelling of a path as the path the handlers act on', () => {
    for (const target of [
      '/api/auth/sign-in/email',
      '/api/auth/sign-in/email#1',
      '/api/auth/sign-in/email?x=1#2',
      'http://127.0.0.1:3000/api/auth/sign-in/email',
      'HTTPS://evil.example/api/auth/sign-in/email?x=1',
      '/api/auth/x/../sign-in/email',
      '/api/auth/x/%2e%2E/sign-in/./email',
      '/api/auth/x\\..\\sign-in\\email',
      '/%61pi/auth/sign-in/%65mail',
    ]) {
      expect(requestPath(request(target)), target).toBe('/api/auth/sign-in/email');
    }
  });

  it('keeps a path that starts with two slashes a path (not a host)', () => {
    expect(requestPath(request('//evil.example/api/order'))).toBe('//evil.example/api/order');
  });

  it('keeps the query for the handler and drops the fragment', () => {
    const url = requestUrl(request('http://evil.example/api/auth/callback/google?code=1#x'));
    expect(url.pathname + url.search).toBe('/api/auth/callback/google?code=1');
  });

  it('refuses a malformed percent-encoding with a 400', () => {
    for (const target of ['/api/%zz', '/api/auth/sign-in/email%', '/api/%C0%80']) {
      expect(() => requestPath(request(target)), target).toThrow(HttpError);
      try {
        requestPath(request(target));
      } catch (error) {
        expect((error as HttpError).statusCode).toBe(400);
      }
    }
  });
});
