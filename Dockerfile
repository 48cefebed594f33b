# The shop as a container: built in one stage, run from a slim one as a non-root user.
# The same steps as .ci/run: `npm ci` (its prepare script builds dist/), then only what runs is kept.
# Run it with DATABASE_URL (PostgreSQL >= 15) and REDIS_URL; see compose.yaml and README's "A container".

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# prepare = npm run build: dist/web (the storefront), dist/ssr (its server renderer), dist/server.
RUN npm ci --no-audit --no-fund \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
RUN groupadd --system shop && useradd --system --gid shop --home-dir /app --shell /usr/sbin/nologin shop \
  && mkdir -p /data && chown shop:shop /data
COPY --from=build --chown=shop:shop /app/package.json ./package.json
COPY --from=build --chown=shop:shop /app/node_modules ./node_modules
COPY --from=build --chown=shop:shop /app/dist ./dist
COPY --from=build --chown=shop:shop /app/migrations ./migrations
USER shop
# DATA_DIR keeps the uploads and (with DATABASE_URL unset) the embedded PostgreSQL: mount a volume.
VOLUME ["/data"]
EXPOSE 3000
# Ready = database reachable, migrations applied, not closing (README: Health and restarts).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The start command of `npm start` (with the tracing preload), run by node itself so SIGTERM reaches the shop.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "./dist/server/instrumentation.js", "dist/server/main.js"]
