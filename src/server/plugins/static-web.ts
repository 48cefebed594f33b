import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { requestPath } from '../lib/http.js';
import { createServerRenderer } from './server-render.js';

const distRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist');
const webRoot = path.join(distRoot, 'web');

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached; public pages
 * rendered on the server (./server-render.ts), every other page the app's shell.
 */
export const staticWebPlugin = fp(async (app) => {
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    app.log.warn(`No built web app in ${webRoot}; run "npm run build" to serve the storefront.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else if (filePath.endsWith('.html')) {
        res.setHeader('cache-control', 'no-cache');
      } else {
        res.setHeader('cache-control', 'public, max-age=86400');
      }
    },
  });
  const serverRender = await createServerRenderer(app, webRoot, path.join(distRoot, 'ssr'));
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    // A missing file (e.g. an asset from an older build) is a 404, never the app's page.
    const where = requestPath(request);
    if (where.startsWith('/api/') || where === '/api' || /^\/(assets|images|uploads)\//.test(where)) {
      return reply.status(404).send({ message: `No route for ${request.method} ${where}`, code: 'NOT_FOUND' });
    }
    if (serverRender && (await serverRender(request, reply))) return reply;
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
