import { InputErrors } from './input-errors.types';
import type { Outcome } from './outcome';

/** The GraphQL face of a refused Outcome. */
export function inputErrors(outcome: Extract<Outcome<unknown>, { ok: false }>): InputErrors {
  return Object.assign(new InputErrors(), {
    message: outcome.problems[0]?.message ?? 'The input is not valid.',
    errors: outcome.problems,
  });
}

/** Maps a successful value to its GraphQL class (unions resolve by class), or the problems. */
export function toResult<T, R>(outcome: Outcome<T>, map: (value: T) => R): R | InputErrors {
  return outcome.ok ? map(outcome.value) : inputErrors(outcome);
}
