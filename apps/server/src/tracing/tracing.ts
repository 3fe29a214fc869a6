import { context, propagation, trace, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { engineOf, type Db } from '@tp/db';
import { SITE_VERSION } from '../config.ts';
import type { SearchReader } from '@tp/api';
import { QuerySpans, tracedSearchReader } from './query-spans.ts';

/** The database system as OpenTelemetry's conventions name it. */
const systemOf = (db: Db) => (engineOf(db) === 'postgres' ? 'postgresql' : 'sqlite');

/**
 * OpenTelemetry tracing, on when OTEL_EXPORTER_OTLP_ENDPOINT is set (main.ts) or a test passes an exporter: a span per
 * request (@fastify/otel), per procedure (packages/api, through the tracer in AppDeps), per database statement
 * (QuerySpans) and per outgoing mail and webhook delivery. Off, none of it is loaded into the request path.
 */
export interface Tracing {
  tracer: Tracer;
  /** The Fastify plugin making the request spans; registered before any route. */
  requestSpans: ReturnType<FastifyOtelInstrumentation['plugin']>;
  /** The database plugin making the statement spans. */
  querySpans: (db: Db) => QuerySpans;
  /** The search reader with a span per statement (its statements do not go through Kysely's plugins). */
  searchReader: (reader: SearchReader, db: Db) => SearchReader;
  /** Sends what is buffered and stops (the server's shutdown). */
  shutdown: () => Promise<void>;
}

export const TRACER_NAME = 'turbotech-site';

/**
 * Starts tracing. With `exporter` (tests), each span is handed over as it ends; otherwise spans go in batches to the
 * OTLP/HTTP endpoint the standard OTEL_EXPORTER_OTLP_* variables name (OTEL_SERVICE_NAME names the service).
 */
export function startTracing(options: { exporter?: SpanExporter } = {}): Tracing {
  const processor = options.exporter
    ? new SimpleSpanProcessor(options.exporter)
    : new BatchSpanProcessor(new OTLPTraceExporter());
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME ?? 'turbotech-site',
      'service.version': SITE_VERSION,
    }),
    spanProcessors: [processor],
  });
  // The global provider and the AsyncLocalStorage context: a span started in a procedure or a statement finds the
  // request's span as its parent.
  provider.register();
  // Hook spans (onRequest, preHandler, …) would triple the spans for little: the request and its handler are enough.
  const instrumentation = new FastifyOtelInstrumentation({ instrumentHooks: false });
  instrumentation.setTracerProvider(provider);
  const tracer = trace.getTracer(TRACER_NAME, SITE_VERSION);
  return {
    tracer,
    requestSpans: instrumentation.plugin(),
    querySpans: (db) => new QuerySpans(tracer, systemOf(db)),
    searchReader: (reader, db) => tracedSearchReader(reader, tracer, systemOf(db)),
    shutdown: async () => {
      instrumentation.disable();
      await provider.shutdown();
      // The globals register() set, so that a next start (a test) registers afresh.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
