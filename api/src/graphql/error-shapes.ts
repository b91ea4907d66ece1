import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError, GENERIC_ERROR_MESSAGE } from '../errors';
import type { Logger } from '../logger';

/**
 * How an error leaves the API, on Apollo's path (its formatError and plugins) and on the planned path
 * alike: one set of rules, so both give the same codes and shapes.
 */
export type ErrorFormatter = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/** Known errors keep their message and code; anything unexpected becomes a generic message. */
export function formatError(logger: Logger, development: boolean): ErrorFormatter {
  return (formatted, error) => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return { message: original.message, path: formatted.path, extensions: { code: original.code } };
    }
    // class-validator failures arrive as an ArgumentValidationError with readable constraint messages.
    const validation = validationMessage(original);
    if (validation) return { message: validation, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
    const code = formatted.extensions?.code;
    // Apollo's own refusals of a request (an unsupported persisted-query version) carry a 4xx and no code.
    if (original instanceof GraphQLError && !original.extensions.code && isClientStatus(original.extensions.http)) {
      return { message: original.message, path: formatted.path, extensions: { code: 'BAD_REQUEST' } };
    }
    if (original instanceof GraphQLError && code !== 'INTERNAL_SERVER_ERROR') {
      const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    logger.error('unexpected GraphQL error', { error: String((original as Error)?.stack ?? original) });
    if (development) return formatted;
    return { message: GENERIC_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

const isClientStatus = (http: unknown): boolean => {
  const status = (http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

interface ValidationErrorLike {
  constraints?: Record<string, string>;
  children?: ValidationErrorLike[];
}

function validationMessage(error: unknown): string | undefined {
  const list = (error as { extensions?: { validationErrors?: ValidationErrorLike[] } })?.extensions?.validationErrors;
  if (!Array.isArray(list)) return undefined;
  const messages: string[] = [];
  const walk = (items: ValidationErrorLike[]): void => {
    for (const item of items) {
      messages.push(...Object.values(item.constraints ?? {}));
      walk(item.children ?? []);
    }
  };
  walk(list);
  return messages.length ? messages.join(' ') : 'The input is not valid.';
}

/** An answer with trouble on our side is a 503 with Retry-After, as on every other path. */
export function isUnavailable(errors: readonly GraphQLFormattedError[] | undefined): boolean {
  return errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE') === true;
}

/**
 * Development error details (messages of unexpected errors, stack traces) reach only a developer on
 * this machine; any other client gets what production would answer.
 */
export function withoutLocalDetails(errors: readonly GraphQLFormattedError[]): GraphQLFormattedError[] {
  return errors.map(({ extensions, ...error }) => {
    if (extensions?.code === 'INTERNAL_SERVER_ERROR') {
      return { message: GENERIC_ERROR_MESSAGE, path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
    const { stacktrace: _stack, ...kept } = extensions ?? {};
    return { ...error, extensions: kept };
  });
}

/** Execution errors as Apollo formats them, and the HTTP status and headers their `extensions.http` asked for. */
export interface ShapedErrors {
  readonly errors: GraphQLFormattedError[];
  status?: number;
  readonly headers: Map<string, string>;
}

interface HttpExtension {
  status?: number;
  headers?: Map<string, string>;
}

function isHttpExtension(value: unknown): value is HttpExtension {
  if (!value || typeof value !== 'object') return false;
  const { status, headers } = value as Record<string, unknown>;
  return (status === undefined || typeof status === 'number') && (headers === undefined || headers instanceof Map);
}

/**
 * What Apollo Server 5 does to execution errors before they are sent (its normalizeAndFormatErrors): a code
 * (INTERNAL_SERVER_ERROR when none), the stack in development, `extensions.http` taken out into the answer's
 * head, then `format`; an error in `format` itself becomes Apollo's own "Internal server error".
 */
export function shapeErrors(
  errors: readonly GraphQLError[],
  format: ErrorFormatter,
  includeStacktrace: boolean,
): ShapedErrors {
  const shaped: ShapedErrors = { errors: [], headers: new Map() };
  const enrich = (error: unknown): GraphQLFormattedError => {
    const graphqlError =
      error instanceof GraphQLError
        ? error
        : new GraphQLError(error instanceof Error ? error.message : `Unexpected error value: ${String(error)}`, {
            originalError: error instanceof Error ? error : undefined,
          });
    const extensions: Record<string, unknown> = {
      ...graphqlError.extensions,
      code: graphqlError.extensions.code ?? 'INTERNAL_SERVER_ERROR',
    };
    if (isHttpExtension(extensions.http)) {
      if (extensions.http.status) shaped.status = extensions.http.status;
      for (const [name, value] of extensions.http.headers ?? []) shaped.headers.set(name, value);
      delete extensions.http;
    }
    if (includeStacktrace) extensions.stacktrace = graphqlError.stack?.split('\n');
    return { ...graphqlError.toJSON(), extensions };
  };
  for (const error of errors) {
    try {
      shaped.errors.push(format(enrich(error), error));
    } catch (formattingError) {
      shaped.errors.push(
        includeStacktrace
          ? enrich(formattingError)
          : { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      );
    }
  }
  return shaped;
}
