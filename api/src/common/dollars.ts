/** An amount in cents as staff and customers read it in sentences and mail: "$12.34". */
export const inDollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
