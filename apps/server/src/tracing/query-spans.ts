import { context, SpanKind, type Span, type Tracer } from '@opentelemetry/api';
import type { SearchReader } from '@tp/api';
import {
  AliasNode,
  type CompiledQuery,
  TableNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** The statement's verb as OpenTelemetry's database conventions name operations. */
const OPERATIONS: Partial<Record<RootOperationNode['kind'], string>> = {
  SelectQueryNode: 'SELECT',
  InsertQueryNode: 'INSERT',
  UpdateQueryNode: 'UPDATE',
  DeleteQueryNode: 'DELETE',
  RawNode: 'RAW',
};

/** The first table a statement names, for the span's name (`SELECT services`). */
function tableOf(node: RootOperationNode): string | undefined {
  const from =
    node.kind === 'SelectQueryNode'
      ? node.from?.froms[0]
      : node.kind === 'InsertQueryNode'
        ? node.into
        : node.kind === 'UpdateQueryNode'
          ? node.table
          : node.kind === 'DeleteQueryNode'
            ? node.from.froms[0]
            : undefined;
  if (!from) return undefined;
  const table = AliasNode.is(from) ? from.node : from;
  return TableNode.is(table) ? table.table.identifier.name : undefined;
}

/**
 * A span per database statement, child of what is running (a procedure, a request): started as Kysely prepares the
 * statement, ended when its rows are back. A statement that fails ends no span (Kysely gives plugins no error hook):
 * its request span carries the error. Only added when tracing is on, so statements cost nothing more otherwise.
 */
export class QuerySpans implements KyselyPlugin {
  readonly #spans = new WeakMap<object, Span>();

  constructor(
    private readonly tracer: Tracer,
    private readonly system: 'sqlite' | 'postgresql',
  ) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const operation = OPERATIONS[args.node.kind] ?? 'QUERY';
    const table = tableOf(args.node);
    const span = this.tracer.startSpan(
      table ? `${operation} ${table}` : operation,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': this.system,
          'db.operation.name': operation,
          ...(table ? { 'db.collection.name': table } : {}),
        },
      },
      context.active(),
    );
    this.#spans.set(args.queryId, span);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const span = this.#spans.get(args.queryId);
    if (span) {
      span.setAttribute('db.response.returned_rows', args.result.rows.length);
      span.end();
    }
    return Promise.resolve(args.result);
  }
}

/**
 * The search reader (SQLite's thread, PostgreSQL's search connections) with a span per statement, as QuerySpans makes
 * for the statements that go through Kysely: the search statements are compiled without the plugin and read here.
 */
export function tracedSearchReader(
  reader: SearchReader,
  tracer: Tracer,
  system: 'sqlite' | 'postgresql',
): SearchReader {
  return {
    async all<Row>(query: CompiledQuery<Row>): Promise<Row[]> {
      const span = tracer.startSpan(
        'SELECT search',
        {
          kind: SpanKind.CLIENT,
          attributes: { 'db.system.name': system, 'db.operation.name': 'SELECT', 'db.query.summary': 'search' },
        },
        context.active(),
      );
      try {
        const rows = await reader.all(query);
        span.setAttribute('db.response.returned_rows', rows.length);
        return rows;
      } finally {
        span.end();
      }
    },
    close: () => reader.close(),
  };
}
