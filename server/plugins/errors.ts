import type { FastifyError, FastifyInstance } from 'fastify';
import { Conflict, DomainError, Forbidden, Gone, Invalid, NotFound, TooMany, Unauthenticated, Unavailable, Unprocessable } from '../errors';

/** The status each domain error (server/errors.ts) answers with: HTTP is decided here, at the edge. */
const DOMAIN_STATUS = new Map<abstract new (...args: never[]) => DomainError, number>([
  [Invalid, 400],
  [Unauthenticated, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [Gone, 410],
  [Unprocessable, 422],
  [TooMany, 429],
  [Unavailable, 503],
]);

export function statusOf(err: DomainError): number {
  for (let c: unknown = err.constructor; c && c !== DomainError; c = Object.getPrototypeOf(c)) {
    const status = DOMAIN_STATUS.get(c as typeof DomainError);
    if (status) return status;
  }
  throw new Error(`${err.constructor.name} is a DomainError without a status: derive it from one of server/errors.ts`);
}

/** An error the edge (routes, plugins) means to show the caller: status, a short code and a readable message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** PostgreSQL's query_canceled: a statement ran past its statement_timeout, or an operator cancelled it. */
export const QUERY_CANCELED = '57014';
/** PostgreSQL's numeric_value_out_of_range: an id the schemas let through (up to 2^53) beyond an integer column's range. */
const OUT_OF_RANGE = '22003';

const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const where = `${err.validationContext ?? 'request'}${first.instancePath ? first.instancePath.replace(/\//g, '.') : ''}`;
  const extra = first.keyword === 'additionalProperties' ? ` (${String(first.params.additionalProperty)})` : '';
  // ajv says 'must match format "date"' of 2026-02-30, which reads as if the shape were wrong.
  if (first.keyword === 'format' && first.params.format === 'date') return `${where} is not a day of the calendar (YYYY-MM-DD)`;
  return `${where} ${first.message ?? 'is invalid'}${extra}`;
}

/** Errors always leave as `{error, message}` JSON (a domain error adds its details); a 5xx never carries internals, only its request id. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | DomainError, request, reply) => {
    if (err instanceof HttpError || err instanceof DomainError) {
      // Operators size STATEMENT_TIMEOUT_SECONDS and the pools by these.
      if (err.code === 'took_too_long') request.log.warn(err.message);
      const status = err instanceof HttpError ? err.statusCode : statusOf(err);
      if (err instanceof TooMany && err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      const details = err instanceof DomainError ? err.details : undefined;
      return reply.status(status).send({ ...details, error: err.code, message: err.message });
    }
    if ((err as { code?: unknown }).code === QUERY_CANCELED) {
      // Transactions answer their own message (db/pool.ts); this is a lone statement, e.g. a session check.
      request.log.warn({ err }, 'statement cancelled');
      return reply.status(503).send({ error: 'took_too_long', message: 'The database stopped this request because it took too long. Try again in a moment.' });
    }
    if ((err as { code?: unknown }).code === OUT_OF_RANGE) {
      // A request's number too large for the column it is compared with names no row: bad input, not a server fault.
      request.log.warn({ err }, 'number out of range');
      return reply.status(400).send({ error: 'out_of_range', message: 'A number in the request is larger than any id or value this server keeps.' });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send({ error: 'internal', message: `Something went wrong on the server (request ${request.id}).` });
    }
    const message = err.validation ? validationMessage(err) : err.message;
    return reply.status(status).send({ error: err.validation ? 'invalid_request' : (CODES[status] ?? 'bad_request'), message });
  });
}
