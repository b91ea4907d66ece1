/**
 * Product slugs: readable, stable URL keys (`geek-bar-pulse-25000-blue-razz-ice-50mg`). The seed and the
 * migration that gave existing products theirs both use these, so a catalogue grown later by the seed
 * never takes a slug an earlier product already has.
 */

/** Slugs are cut to this length (the longest seeded one has 65 characters). */
export const MAX_SLUG_LENGTH = 120;

/** Lower-case ASCII words joined by "-": accents dropped, "&" read as "and". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface SlugSource {
  brand: string;
  /** The display name: line and flavour ("Geek Bar Pulse 25000 Blue Razz Ice"), maybe numbered ("… #2"). */
  name: string;
  nicotineMg?: number | null;
}

/**
 * The slug a product would have without a collision: its brand (unless the name starts with it), its name
 * without a catalogue number, and its nicotine strength ("50mg") unless the name already says it.
 */
export function productSlugBase({ brand, name, nicotineMg }: SlugSource): string {
  // "30 mL", "6 mg" read as one word, so the strength is found in the name and looks the same as one added.
  const base = name.replace(/\s+#\d+$/, '').replace(/(\d)\s+(mg|ml|g|in|ft|w|mah)\b/gi, '$1$2');
  const words = [base];
  if (!`${slugify(base)}-`.startsWith(`${slugify(brand)}-`)) words.unshift(brand);
  if (nicotineMg !== null && nicotineMg !== undefined && !new RegExp(`\\b${nicotineMg}mg\\b`, 'i').test(base)) {
    words.push(`${nicotineMg}mg`);
  }
  return slugify(words.join(' ')).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '') || 'product';
}

/** Hands out unique slugs in order: the first product with a base gets it, the next ones "-2", "-3" … */
export class SlugRegistry {
  private readonly taken = new Set<string>();

  take(base: string): string {
    let slug = base;
    for (let n = 2; this.taken.has(slug); n++) slug = `${base}-${n}`;
    this.taken.add(slug);
    return slug;
  }
}
