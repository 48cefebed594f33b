/**
 * What the app asks of tracing, and nothing of OpenTelemetry itself: the preload
 * (src/server/instrumentation.ts, `node --import`) hands its SDK's pieces in with `tracingStarted`
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set. Otherwise nothing of OpenTelemetry is loaded, request ids
 * stay random UUIDs and bound flows are called as they are.
 */
import { randomUUID } from 'node:crypto';

export interface Tracing {
  /** The active trace's id (32 hex digits), when a span is active. */
  activeTraceId: () => string | undefined;
  /** Runs `fn` in a new active span named `name`, ended when `fn` returns or its promise settles. */
  inSpan: <R>(name: string, fn: () => R) => R;
  /** Exports the spans still waiting and stops the SDK. */
  shutdown: () => Promise<void>;
}

let tracing: Tracing | undefined;

/** Called once by the preload, after the SDK started. */
export function tracingStarted(started: Tracing): void {
  tracing = started;
}

/** Fastify's genReqId: the request's trace id when tracing, a random UUID otherwise. */
export function newRequestId(): string {
  return tracing?.activeTraceId() ?? randomUUID();
}

/** `fn` run in an active span named `name` when tracing (decided once, when wrapped); `fn` itself otherwise. */
export function traced<A extends unknown[], R>(name: string, fn: (...args: A) => R): (...args: A) => R {
  const t = tracing;
  if (!t) return fn;
  return (...args) => t.inSpan(name, () => fn(...args));
}

/** Flushes the spans not yet exported (the graceful shutdown, after the app closed). */
export async function stopTracing(): Promise<void> {
  const t = tracing;
  tracing = undefined;
  await t?.shutdown();
}
