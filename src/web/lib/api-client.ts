import type { z } from 'zod';
import { TOKEN_STORAGE_KEY } from '../../shared/constants';

/** An error answer from the API, with the server's message. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The bearer token, in the browser only (a page rendered on the server is a guest's). */
export const tokenStore = {
  get: (): string | null => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY)),
  set: (token: string) => localStorage.setItem(TOKEN_STORAGE_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request reaches the API: the browser's fetch, or, when the server renders a page, its own routes in process. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server's renderer answers API calls in process (src/web/entry-server.tsx). */
export function setApiTransport(next: Transport) {
  transport = next;
}

async function request<S extends z.ZodType>(method: Method, path: string, schema: S, body?: unknown): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  // FormData sets its own multipart content type (with the boundary).
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await transport(`/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'We could not reach the shop. Check your connection and try again.', 'NETWORK');
  }
  const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const err = (data ?? {}) as { message?: string; code?: string };
    throw new ApiError(res.status, err.message ?? `Request failed (${res.status})`, err.code);
  }
  return schema.parse(data);
}

/** The one typed API client: every call names the shared zod schema of its answer. */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: S) => request('GET', path, schema),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown) => request('POST', path, schema, body ?? {}),
  put: <S extends z.ZodType>(path: string, schema: S, body?: unknown) => request('PUT', path, schema, body ?? {}),
  patch: <S extends z.ZodType>(path: string, schema: S, body?: unknown) => request('PATCH', path, schema, body ?? {}),
  delete: <S extends z.ZodType>(path: string, schema: S) => request('DELETE', path, schema),
  /** A multipart POST (e.g. a file upload); the answer is checked like any other. */
  upload: <S extends z.ZodType>(path: string, schema: S, formData: FormData) => request('POST', path, schema, formData),
};
