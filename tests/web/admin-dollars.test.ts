import { dollarsText, readDollars } from '../../web/admin/src/lib/dollars';

describe('an amount typed in dollars', () => {
  it.each([
    ['12.34', 1234],
    ['$12.34', 1234],
    ['$ 12.34', 1234],
    ['12', 1200],
    ['12.3', 1230],
    ['.99', 99],
    ['0.29', 29],
    ['1,234.50', 123_450],
    ['  7.05 ', 705],
    ['0', 0],
  ])('reads %s as %i cents exactly', (typed, cents) => {
    expect(readDollars(typed)).toEqual({ cents });
  });

  it.each([
    ['12.345', 'Dollars and cents take at most two decimals: 12.345 has more.'],
    ['-1', 'Enter an amount of $0.00 or more.'],
    ['$-1.00', 'Enter an amount of $0.00 or more.'],
    ['twelve', '"twelve" is not an amount of dollars, e.g. 12.34.'],
    ['12,34', '"12,34" is not an amount of dollars, e.g. 12.34.'],
    ['1e3', '"1e3" is not an amount of dollars, e.g. 12.34.'],
    ['$', '"$" is not an amount of dollars, e.g. 12.34.'],
    ['.', '"." is not an amount of dollars, e.g. 12.34.'],
    ['99999999999999999', 'That amount is too large.'],
  ])('refuses %s in words', (typed, problem) => {
    expect(readDollars(typed)).toEqual({ problem });
  });

  it('is blank when nothing is typed', () => {
    expect(readDollars('   ')).toBeNull();
  });

  it('shows cents as dollars to edit, and reads them back unchanged', () => {
    for (const cents of [0, 5, 99, 100, 1234, 123_450]) expect(readDollars(dollarsText(cents))).toEqual({ cents });
    expect(dollarsText(1200)).toBe('12.00');
    expect(dollarsText(null)).toBe('');
  });
});
