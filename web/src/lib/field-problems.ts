import type { ProblemCode } from '../graphql/__generated__/graphql';
import { problemSentence } from './problem-messages';

/** One problem of a refused mutation (the API's FieldError). */
export interface FieldProblem {
  field: string;
  code: ProblemCode;
  message: string;
}

/** A mutation's refusal (the API's InputErrors); `message` is its first problem, for one place to show it. */
export interface InputErrorsLike {
  message: string;
  errors: readonly FieldProblem[];
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Spec section 5: the message at a required field left blank. */
export const REQUIRED_MESSAGE = 'This field is required';

/** The required message at each of `fields` left blank (only spaces is blank). */
export function blankFieldsOf<F extends string>(values: Record<F, string>, fields: readonly F[]): FieldErrors<F> {
  const blank: FieldErrors<F> = {};
  for (const field of fields) if (!values[field].trim()) blank[field] = REQUIRED_MESSAGE;
  return blank;
}

export interface FieldProblems<F extends string> {
  /** The first message about each of the form's own fields. */
  fields: FieldErrors<F>;
  /** The form's alert: the refusal's own message when no problem is at a field, else the first about anything else. */
  alert: string | null;
}

/** Sorts a refusal's problems into the form's fields and its alert, so no message is lost. */
export function fieldProblemsOf<F extends string>(result: InputErrorsLike, fields: readonly F[]): FieldProblems<F> {
  const atFields: FieldErrors<F> = {};
  let other: string | null = null;
  for (const problem of result.errors) {
    const sentence = problemSentence(problem);
    if ((fields as readonly string[]).includes(problem.field)) atFields[problem.field as F] ??= sentence;
    else other ??= sentence;
  }
  const anyAtField = Object.keys(atFields).length > 0;
  return { fields: atFields, alert: anyAtField ? other : result.message };
}
