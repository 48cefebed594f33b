import type { FastifyPluginAsync } from 'fastify';

/** The public pages a search engine should know, besides each guide and each laptop model's page. */
const PAGES = ['/', '/service', '/blogs', '/fotfolio', '/gift-cards'];
/** A sitemap holds at most 50,000 addresses. */
const MAX_URLS = 50_000;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const entry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;

/** Crawlers keep out of the dashboard and the API, and find the sitemap (an absolute address, hence not a static file). */
const robots = (origin: string) => `User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;

/** /robots.txt, and /sitemap.xml: the public pages, every repair guide and every laptop model's parts page, at PUBLIC_URL. */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robots(app.config.publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const origin = app.config.publicUrl;
    const [blogs, laptops] = await Promise.all([app.services.blogs.list(), app.services.laptops.all()]);
    const urls = [
      ...PAGES.map((p) => entry(origin + p)),
      ...blogs.map((b) => entry(`${origin}/detailsblogs/${b.id}`, b.updatedAt)),
      ...laptops.map((l) => entry(`${origin}/laptops/${l.id}`, l.updatedAt)),
    ].slice(0, MAX_URLS);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
      );
  });
};
