import { SpanKind, SpanStatusCode, type Attributes, type Tracer } from '@opentelemetry/api';

/**
 * Runs `work` in a client span (an outgoing mail, a webhook delivery) when the server traces; without a tracer it
 * simply runs it. A thrown error marks the span failed and is thrown on.
 */
export async function inClientSpan<T>(
  tracer: Tracer | undefined,
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  if (!tracer) return work();
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}
