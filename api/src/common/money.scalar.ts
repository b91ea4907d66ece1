import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as staff read an amount in a message: 1234 is "$12.34". */
export const formatUsd = (cents: number): string => usd.format(cents / 100);

function toCents(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  throw new GraphQLError('Money is a whole number of US cents', { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Amounts are integer US cents end to end; the client formats them. */
export const MoneyScalar = new GraphQLScalarType<number, number>({
  name: 'Money',
  description: 'An amount of money in US cents (1999 is $19.99).',
  serialize: toCents,
  parseValue: toCents,
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT) throw new GraphQLError('Money is a whole number of US cents');
    return toCents(Number(ast.value));
  },
});
