/** A phrase promotion words may not use, with the law that bars it (`barred_claim`). */
export interface BarredClaim {
  phrase: string;
  source: string;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The barred phrases a text uses, as whole words in any case and spacing ("Safer", "FDA  approved"; not "lowest"
 * for "low"), each once, in the list's order.
 */
export function barredClaimsIn(text: string, claims: readonly BarredClaim[]): BarredClaim[] {
  const words = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
  return claims.filter(({ phrase }) => {
    const pattern = phrase
      .split(/[\s-]+/)
      .map(escape)
      .join('[\\s-]+');
    return new RegExp(`(^|[^\\p{L}\\p{N}])${pattern}($|[^\\p{L}\\p{N}])`, 'u').test(words);
  });
}
