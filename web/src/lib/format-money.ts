const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money travels as integer cents (1299); the shop shows US dollars ("$12.99"). */
export function formatMoney(cents: number): string {
  return usd.format(cents / 100);
}
