import { ProblemCode } from './problem-code';

/** One refused field: which, why (a stable code) and the sentence to show. */
export interface FieldProblem {
  readonly field: string;
  readonly code: ProblemCode;
  readonly message: string;
}

export const REQUIRED_MESSAGE = 'This field is required';

export const problem = (field: string, code: ProblemCode, message: string): FieldProblem => ({ field, code, message });

/** The field is empty (or only spaces). */
export const missing = (field: string): FieldProblem => problem(field, ProblemCode.REQUIRED, REQUIRED_MESSAGE);
