/**
 * OpenTelemetry traces, loaded by the preload (src/server/instrumentation.ts) only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: the Node SDK with the HTTP, Fastify and pg instrumentations,
 * spans exported as OTLP/HTTP JSON to `<endpoint>/v1/traces`. The standard OTEL_* variables apply
 * (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, OTEL_BSP_SCHEDULE_DELAY, ...).
 */
import { register } from 'node:module';
import { isSpanContextValid, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { HttpError } from './errors.js';
import { tracingStarted } from './tracing.js';

const DEFAULT_SERVICE_NAME = 'partshub';

/** A refusal (a 4xx HttpError) is the flow answering bad input, not a failure: only others mark the span as failed. */
function failed(span: Span, err: unknown): void {
  const error = err instanceof Error ? err : new Error(String(err));
  span.recordException(error);
  if (!(err instanceof HttpError && err.statusCode < 500)) span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
  span.end();
}

/**
 * A flow's span, inside the trace it is called in (a request's). Flows the background jobs call on
 * their own (the sweeper, imports, ...) poll every few seconds: they make no trace of their own.
 */
function inSpanOf(tracer: ReturnType<typeof trace.getTracer>) {
  return <R>(name: string, fn: () => R): R => {
    if (!trace.getActiveSpan()) return fn();
    return tracer.startActiveSpan(name, (span) => {
      try {
        const result = fn();
        if (!(result instanceof Promise)) {
          span.end();
          return result;
        }
        return result.then(
          (value: unknown) => {
            span.end();
            return value;
          },
          (err: unknown) => {
            failed(span, err);
            throw err;
          },
        ) as R;
      } catch (err) {
        failed(span, err);
        throw err;
      }
    });
  };
}

/** Starts the SDK before the app imports `pg` and Fastify; the app learns of it through lib/tracing.ts. */
export async function startOpenTelemetry(endpoint: string): Promise<void> {
  if (!URL.canParse(endpoint)) {
    console.error(`OTEL_EXPORTER_OTLP_ENDPOINT must be a URL such as http://collector:4318 (got "${endpoint}").`);
    process.exit(1);
  }
  // ES module imports are instrumented by import-in-the-middle's loader hook, which wraps only the
  // modules an instrumentation asked for (pg, pg-pool, http, ...), not every module of the app.
  // (pg 8's ESM entry loads its CommonJS files, which are patched as they are required; a module
  // that is ESM only needs this hook.) Either way the SDK must start before the app imports them.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME,
    traceExporter: new OTLPTraceExporter(),
    // Traces only: the SDK would also send metrics and logs to the endpoint (metrics are GET /metrics).
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      // Statements outside a request's trace (job polls, LISTEN) would each make a trace of their own.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();

  const tracer = trace.getTracer(DEFAULT_SERVICE_NAME);
  tracingStarted({
    activeTraceId: () => {
      const context = trace.getActiveSpan()?.spanContext();
      return context && isSpanContextValid(context) ? context.traceId : undefined;
    },
    inSpan: inSpanOf(tracer),
    shutdown: () => sdk.shutdown(),
  });
}
