/** A tiny cookie jar (one per origin) and a redirect follower for flows that cross servers. */
export class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  store(url: string | URL, response: Response): void {
    const origin = new URL(url).origin;
    const jar = this.byOrigin.get(origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', v = ''] = a.trim().split('=');
        return (key.toLowerCase() === 'max-age' && Number(v) <= 0) || (key.toLowerCase() === 'expires' && Date.parse(v) < Date.now());
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    this.byOrigin.set(origin, jar);
  }

  header(url: string | URL): string {
    const jar = this.byOrigin.get(new URL(url).origin);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }

  names(url: string | URL): string[] {
    return [...(this.byOrigin.get(new URL(url).origin)?.keys() ?? [])];
  }
}

export interface Hop {
  url: string;
  status: number;
  location: string | null;
}

/** GETs `start` and follows redirects by hand (carrying each host's cookies); answers every hop. */
export async function followRedirects(start: string, jar: CookieJar, max = 20): Promise<{ hops: Hop[]; final: Response }> {
  const hops: Hop[] = [];
  let url = start;
  for (let i = 0; i < max; i++) {
    const cookie = jar.header(url);
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    jar.store(url, res);
    const location = res.headers.get('location');
    hops.push({ url, status: res.status, location });
    if (res.status < 300 || res.status >= 400 || !location) return { hops, final: res };
    await res.arrayBuffer();
    url = new URL(location, url).toString();
  }
  throw new Error(`more than ${max} redirects: ${hops.map((h) => h.url).join(' -> ')}`);
}
