import type { Readable } from 'node:stream';
import type { AnyProcedure, AnyRouter, inferRouterOutputs } from '@trpc/server';
import type { z } from 'zod';
import type { AppRouter } from '../app-router.ts';
import type { Context } from '../trpc/context.ts';

/** The dotted paths of every procedure of a router record (`service.update`, …). */
type ProcedurePaths<Record, Prefix extends string = ''> = {
  [Key in keyof Record & string]: Record[Key] extends AnyProcedure
    ? `${Prefix}${Key}`
    : Record[Key] extends AnyRouter
      ? ProcedurePaths<Record[Key]['_def']['record'], `${Prefix}${Key}.`>
      : Record[Key] extends object
        ? ProcedurePaths<Record[Key], `${Prefix}${Key}.`>
        : never;
}[keyof Record & string];

/** A procedure of the app router by its dotted path: a misspelt name fails the type check. */
export type ProcedurePath = ProcedurePaths<AppRouter['_def']['record']>;

/** The parts of an HTTP request a REST route may build its procedure input from. */
export interface RestRequestParts {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * One documented URL mapped onto one tRPC procedure. The table holds no logic beyond renaming
 * fields: the procedure validates, authorises and does the work.
 */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify path under /api, with `:param` segments. */
  path: string;
  /** Dotted path of the procedure in the app router. */
  procedure: ProcedurePath;
  /** Who may call it; management routes answer 401 without a valid token. */
  access: 'public' | 'admin';
  summary: string;
  /** Builds the procedure input; routes without one call a procedure that takes none. */
  input?: (request: RestRequestParts) => unknown;
  /** The status of a success; 200 unless a create answers 201. */
  successStatus?: number;
  /** Extra fields merged into this route's error bodies (the captcha check answers `ok: false`). */
  errorBody?: Record<string, unknown>;
  /** Takes multipart/form-data: the adapter hands `input` a FormData of the fields and files (JSON bodies are turned into one too). */
  multipart?: boolean;

  // What the OpenAPI document says beyond what the procedure's input schema tells it.

  /** The JSON body of a success; `restRoute()` checks at compile time that it is the procedure's output. */
  output?: z.ZodType;
  /** The query parameters the route reads. */
  query?: z.ZodObject;
  /** Path parameters whose values are narrower than the procedure's input (a page link is one of the known pages). */
  params?: z.ZodObject;
  /** Media types of the uploaded files; images (`image/*`) unless said. */
  fileTypes?: readonly string[];
  /** Error statuses besides those every route of its kind answers (403 captcha, 409 conflict, 429 rate limit, 404 of a record named in the body). */
  errorStatuses?: readonly number[];
  /** A download: the answer is a file made from the procedure's output instead of its JSON. */
  file?: FileKind;
}

/** A file to send: its bytes (or a stream of them), media type and name, and how long others may keep it. */
export interface FileAnswer {
  type: string;
  fileName: string;
  body: Buffer | string | Readable;
  /** `no-cache` for public files made from content; `private, no-store` for the administrator's. */
  cacheControl: 'no-cache' | 'private, no-store';
}

/** How a download row answers. `answer` may throw a TRPCError (a file gone from the disk: NOT_FOUND). */
export interface FileKind {
  /** The media types it may answer with, for the OpenAPI document. */
  types: readonly string[];
  /** The document's name for it: the procedure may answer other URLs too (a list and its downloads). */
  operationId: string;
  description: string;
  answer: (output: never, ctx: Context) => FileAnswer | Promise<FileAnswer>;
}

/** What a procedure answers over REST: its output as JSON would carry it. */
type ProcedureOutputs = inferRouterOutputs<AppRouter>;
type OutputAt<Tree, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Tree
    ? OutputAt<Tree[Head], Rest>
    : never
  : Path extends keyof Tree
    ? Tree[Path]
    : never;

/** Whether two types describe the same values: each is assignable to the other. */
type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Nothing when the documented output is the procedure's; otherwise a required property naming both, so the row fails to compile. */
type OutputMatches<Path extends ProcedurePath, Output extends z.ZodType> =
  SameType<z.output<Output>, OutputAt<ProcedureOutputs, Path>> extends true
    ? unknown
    : {
        documentedOutputDiffersFromProcedure: {
          documented: z.output<Output>;
          procedure: OutputAt<ProcedureOutputs, Path>;
        };
      };

/**
 * A row of the table whose documented `output` the type checker holds to what its procedure returns: the same fields
 * with the same types, each way round (only an optional documented field the procedure never returns slips through).
 */
export function restRoute<Path extends ProcedurePath, Output extends z.ZodType>(
  route: RestRoute & { procedure: Path; output: Output } & OutputMatches<Path, Output>,
): RestRoute {
  return route;
}

/** A download row whose `answer` the type checker holds to its procedure's output. */
export function fileRoute<Path extends ProcedurePath>(
  route: Omit<RestRoute, 'file' | 'output'> & {
    procedure: Path;
    file: Omit<FileKind, 'answer'> & {
      answer: (output: OutputAt<ProcedureOutputs, Path>, ctx: Context) => FileAnswer | Promise<FileAnswer>;
    };
  },
): RestRoute {
  return route;
}

/** `Content-Disposition` of a download: `filename` for old clients (ASCII) and, for any other name, `filename*` with the exact one (RFC 6266). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = ascii === name ? '' : `; filename*=UTF-8''${encodeURIComponent(name)}`;
  return `attachment; filename="${ascii}"${exact}`;
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const fromBody = ({ body }: RestRequestParts) => asObject(body);
export const fromParams = ({ params }: RestRequestParts) => ({ ...params });
export const fromQuery = ({ query }: RestRequestParts) => ({ ...query });
export const fromParamsAndBody = ({ params, body }: RestRequestParts) => ({ ...asObject(body), ...params });

/** For multipart routes: the form's fields and files, plus the path parameters. */
export const fromMultipart = ({ params, body }: RestRequestParts) => {
  const form = body as FormData;
  for (const [key, value] of Object.entries(params)) form.set(key, value);
  return form;
};

/** For multipart routes whose options travel in the query (`?lang=en&preview=false`): a form field sent wins. */
export const fromMultipartAndQuery = ({ params, query, body }: RestRequestParts) => {
  const form = fromMultipart({ params, query, body });
  for (const [key, value] of Object.entries(query))
    if (!form.has(key) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'))
      form.set(key, String(value));
  return form;
};

/** `DELETE …/image/delete`: the path comes in the JSON body or, from clients that send no body with DELETE, the query. */
export const withImagePath = ({ params, body, query }: RestRequestParts) => ({
  ...params,
  path: asObject(body).path ?? query.path,
});
