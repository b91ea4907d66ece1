import { ProblemCode } from '../../common/problem-code';
import { type FieldProblem, problem } from '../../common/problem';

/** Addresses a customer may save. */
export const ADDRESS_BOOK_LIMIT = 20;

/** The field of a problem with the book as a whole rather than one field of the form. */
const BOOK = 'addressBook';

export const BOOK_FULL: FieldProblem = problem(
  BOOK,
  ProblemCode.ADDRESS_BOOK_FULL,
  `You can save up to ${ADDRESS_BOOK_LIMIT} addresses. Delete one to add another.`,
);

export const DUPLICATE: FieldProblem = problem(BOOK, ProblemCode.DUPLICATE_ADDRESS, 'You already saved this address.');
