import type { HeaderGetter } from './planned-request';

/** The parameters Apollo reads from a GET (each must appear once, which Apollo checks). */
const GET_PARAMETERS = ['query', 'operationName', 'variables', 'extensions'] as const;

/** The parameters of a GET request that matter here, shaped as a POST body. */
export function getRequestBody(params: URLSearchParams): unknown {
  try {
    return {
      query: params.get('query') ?? undefined,
      operationName: params.get('operationName') ?? undefined,
      extensions: JSON.parse(params.get('extensions') ?? 'null'),
    };
  } catch {
    return {};
  }
}

/**
 * A GET's key in the whole-answer cache: the parameters Apollo reads, in a fixed order (so that their
 * order in the URL and any other parameter do not matter), and Accept, which picks the content type.
 */
export function getAnswerKey(params: URLSearchParams, header: HeaderGetter): string {
  return `GET ${header('accept') ?? ''}\n${JSON.stringify(GET_PARAMETERS.map((name) => params.getAll(name)))}`;
}

/**
 * Whether Apollo's CSRF prevention lets a GET through (a JSON content type or a preflight header): only
 * such a GET may be answered from the cache, so the cache never answers what Apollo would refuse.
 */
export function passesCsrfPrevention(header: HeaderGetter): boolean {
  const essence = header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (essence !== undefined && essence !== 'application/json') return false;
  return (
    essence === 'application/json' ||
    Boolean(header('apollo-require-preflight')) ||
    Boolean(header('x-apollo-operation-name'))
  );
}
