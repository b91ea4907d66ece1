/** The colours of a product's artwork: its flavour family's, or its brand's when it has no flavour. */

export interface Tint {
  /** The flavour family, or "brand" for a colour drawn from the brand's name. */
  family: string;
  body: string;
  dark: string;
  light: string;
  background: string;
}

interface Family {
  hue: number;
  saturation: number;
  lightness: number;
}

/** Hue, saturation and lightness per family: mint is teal, berry purple, tobacco brown … */
const FAMILIES: Readonly<Record<string, Family>> = {
  ice: { hue: 178, saturation: 60, lightness: 42 },
  blue: { hue: 214, saturation: 70, lightness: 50 },
  berry: { hue: 280, saturation: 50, lightness: 45 },
  tropical: { hue: 32, saturation: 85, lightness: 52 },
  citrus: { hue: 50, saturation: 85, lightness: 48 },
  red: { hue: 352, saturation: 70, lightness: 50 },
  green: { hue: 100, saturation: 50, lightness: 42 },
  brown: { hue: 25, saturation: 45, lightness: 32 },
  cream: { hue: 38, saturation: 55, lightness: 62 },
  candy: { hue: 322, saturation: 70, lightness: 60 },
  energy: { hue: 78, saturation: 75, lightness: 45 },
  fruit: { hue: 12, saturation: 75, lightness: 55 },
};

/** The catalogue's flavour facets by family; an unknown flavour is drawn in the "fruit" colours. */
const FAMILY_OF_FLAVOR: Readonly<Record<string, string>> = {
  mint: 'ice',
  menthol: 'ice',
  'fruit and ice': 'ice',
  'blue razz': 'blue',
  blueberry: 'blue',
  berry: 'berry',
  grape: 'berry',
  'tropical fruit': 'tropical',
  mango: 'tropical',
  peach: 'tropical',
  pineapple: 'tropical',
  banana: 'tropical',
  citrus: 'citrus',
  lemonade: 'citrus',
  strawberry: 'red',
  cherry: 'red',
  watermelon: 'red',
  apple: 'green',
  melon: 'green',
  tobacco: 'brown',
  coffee: 'brown',
  cola: 'brown',
  vanilla: 'cream',
  custard: 'cream',
  dessert: 'cream',
  candy: 'candy',
  'cotton candy': 'candy',
  'energy drink': 'energy',
  fruit: 'fruit',
};

/** FNV-1a: a stable 32-bit hash of a name. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function shades(family: string, { hue, saturation, lightness }: Family): Tint {
  const hsl = (l: number) => `hsl(${hue},${saturation}%,${Math.max(8, Math.min(96, l))}%)`;
  return {
    family,
    body: hsl(lightness),
    dark: hsl(lightness - 18),
    light: hsl(lightness + 26),
    background: `hsl(${hue},${Math.round(saturation * 0.6)}%,94%)`,
  };
}

export function tintOf(flavor: string | null, brand: string): Tint {
  if (flavor !== null) {
    const family = FAMILY_OF_FLAVOR[flavor.trim().toLowerCase()] ?? 'fruit';
    return shades(family, FAMILIES[family]!);
  }
  return shades('brand', { hue: hashText(brand.toLowerCase()) % 360, saturation: 45, lightness: 42 });
}
