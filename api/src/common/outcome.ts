import type { FieldProblem } from './problem';

/** An expected business result: the value, or the problems to show the user (never thrown). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = <T = never>(...problems: (FieldProblem | null)[]): Outcome<T> => ({
  ok: false,
  problems: problems.filter((p): p is FieldProblem => p !== null),
});

/** Problems of a form, or null when every field passed. */
export function problemsOf(...checks: (FieldProblem | null)[]): FieldProblem[] | null {
  const problems = checks.filter((p): p is FieldProblem => p !== null);
  return problems.length ? problems : null;
}
