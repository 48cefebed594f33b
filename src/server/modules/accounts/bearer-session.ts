const RAW_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** The raw session token of an `Authorization: Bearer <token>` header (the spec's accessToken), if any. */
export function rawBearerToken(header: string | undefined): string | undefined {
  if (!header || header.slice(0, 7).toLowerCase() !== 'bearer ') return undefined;
  const token = header.slice(7).trim();
  return RAW_TOKEN.test(token) ? token : undefined;
}
