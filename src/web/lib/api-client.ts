import { TOKEN_STORAGE_KEY } from '../../shared/constants';
import type { ApiTransport } from '../../shared/ssr';

/** An error answer from the API, with the server's message (and a refused request's fields, by their wire path). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code?: string,
    public readonly fields?: Readonly<Record<string, string>>,
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

/** Sends a request with the bearer token; an error answer throws ApiError with the server's message. */
async function send(transport: ApiTransport, method: Method, path: string, body?: unknown): Promise<Response> {
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
  if (!res.ok) {
    const err = ((await res.json().catch(() => null)) ?? {}) as { message?: string; code?: string; fields?: Record<string, string> };
    throw new ApiError(res.status, err.message ?? `Request failed (${res.status})`, err.code, err.fields);
  }
  return res;
}

async function request<T>(transport: ApiTransport, method: Method, path: string, body?: unknown): Promise<T> {
  const res = await send(transport, method, path, body);
  return (res.status === 204 ? null : await res.json().catch(() => null)) as T;
}

/** A typed API client whose requests go through `transport` (see `api` below). */
export function createApiClient(transport: ApiTransport) {
  return {
    get: <T>(path: string) => request<T>(transport, 'GET', path),
    post: <T>(path: string, body?: unknown) => request<T>(transport, 'POST', path, body ?? {}),
    put: <T>(path: string, body?: unknown) => request<T>(transport, 'PUT', path, body ?? {}),
    patch: <T>(path: string, body?: unknown) => request<T>(transport, 'PATCH', path, body ?? {}),
    /** A DELETE, with a body when the endpoint takes one (DELETE /api/me: the password). */
    delete: <T>(path: string, body?: unknown) => request<T>(transport, 'DELETE', path, body),
    /** The answer itself (a file to save: read it as a Blob). */
    raw: (path: string) => send(transport, 'GET', path),
    /** A multipart POST (e.g. a file upload). */
    upload: <T>(path: string, formData: FormData) => request<T>(transport, 'POST', path, formData),
  };
}

/**
 * The server renderer's transport (the shop's routes in process): given once, when the server
 * creates its renderer (`createRenderer` in src/web/entry-server.tsx, Vite's SSR build). The browser
 * never has one and calls fetch.
 */
let serverTransport: ApiTransport | null = null;

/** For `createRenderer` only: a second call is a mistake (two servers in one process would share it). */
export function provideServerTransport(transport: ApiTransport): void {
  if (serverTransport) throw new Error('The server renderer already has its API transport.');
  serverTransport = transport;
}

/**
 * The one typed API client: every call names the type of its answer (`api.get<Product>(path)`),
 * a shared schema's `z.infer` type imported with `import type`. The browser does not parse the
 * answer again, so it carries no zod for answers: the server's serializer (fastify-type-provider-zod,
 * set in src/server/app.ts) checks every answer against its route's shared response schema and
 * fails the request when one does not match. Better Auth's answers under /api/auth are typed as far
 * as the web app reads them (shared/schemas/session.ts).
 */
export const api = createApiClient((url, init) => (serverTransport ?? fetch)(url, init));
