/**
 * Preloaded before the app (`node --import ./dist/server/instrumentation.js dist/server/main.js`,
 * as `npm start` runs it): with OTEL_EXPORTER_OTLP_ENDPOINT set it starts OpenTelemetry before `pg`
 * and Fastify are imported, so their ESM imports can be instrumented. Unset, it loads nothing.
 */
const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
if (endpoint) {
  const { startOpenTelemetry } = await import('./lib/otel.js');
  await startOpenTelemetry(endpoint);
}

export {};
