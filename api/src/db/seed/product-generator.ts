/**
 * Deterministic product generator for the demo catalogue and the 100 000-product benchmark set.
 * Product n depends only on the seed and products 1..n-1, never on the requested count, so a large
 * catalogue always starts with the demo one.
 */
import {
  CATEGORIES,
  FLAVORS,
  HARDWARE_BRANDS,
  JUICE_BRANDS,
  KIT_BRANDS,
  PRODUCT_TYPE,
  VAPE_KIT_TABS,
  VAPE_LINES,
  type VapeLine,
} from './catalogue-data';
import { LOW_STOCK_THRESHOLD } from '../../modules/catalog/catalog.constants';
import { SlugRegistry, productSlugBase } from '../product-slug';
import type { ProductSeed } from './seed-types';
import { demoCompliance } from './product-compliance.seed';

export const DEMO_PRODUCT_COUNT = 600;

/** Slug of the top-level category whose products are vape products. */
export const VAPE_CATEGORY_SLUG = 'vapes';

/**
 * Products per home-page vape-kit tab. Disposable Vape (first tab) needs VIEW ALL (> 12 shown);
 * Vape Bundles stays at 12 or fewer so the UI's no-VIEW-ALL case is exercised too.
 */
export const VAPE_KIT_TAB_SIZES: Readonly<Record<string, number>> = {
  [PRODUCT_TYPE.disposable]: 20,
  [PRODUCT_TYPE.kit]: 20,
  [PRODUCT_TYPE.juice]: 20,
  [PRODUCT_TYPE.pods]: 20,
  [PRODUCT_TYPE.bundle]: 8,
};

/**
 * Checkout tests need a product exactly at and one just under the $89.99 free-shipping threshold. They are
 * the first two bongs: general goods, so no state's vape or flavor rule stands in a test's way.
 */
export const FREE_SHIPPING_EDGE_PRICES = { at: 8999, under: 8998 } as const;

/** mulberry32: tiny, fast and well-distributed; the same seed always gives the same stream. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Dice {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** Uniform integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A shelf price in cents ending in 99, between two such prices. */
  price(loCents: number, hiCents: number): number {
    return this.int(Math.floor(loCents / 100), Math.floor(hiCents / 100)) * 100 + 99;
  }
}

/** Shelf names per flavor facet; products are named by these, filtered by the facet. */
const FLAVOR_LABELS: Readonly<Record<string, readonly string[]>> = {
  Fruit: ['Mixed Fruit', 'Fruit Punch', 'Dragon Fruit'],
  Berry: ['Mixed Berry', 'Triple Berry', 'Raspberry'],
  'Fruit and ice': ['Fruit Ice', 'Berry Freeze', 'Cherry Ice'],
  Melon: ['Honeydew Melon', 'Cantaloupe', 'Melon Twist'],
  Citrus: ['Orange Zest', 'Grapefruit', 'Lime Citrus'],
  Mint: ['Cool Mint', 'Peppermint', 'Spearmint'],
  'Tropical fruit': ['Tropical Punch', 'Passion Fruit', 'Guava'],
  Peach: ['Juicy Peach', 'Peach Mango', 'White Peach'],
  Tobacco: ['Classic Tobacco', 'Virginia Tobacco', 'Smooth Tobacco'],
  Menthol: ['Menthol', 'Arctic Menthol', 'Menthol Breeze'],
  Strawberry: ['Strawberry', 'Strawberry Kiwi', 'Strawberry Banana'],
  Watermelon: ['Watermelon', 'Watermelon Bubblegum'],
  'Blue razz': ['Blue Razz', 'Blue Razz Ice', 'Blue Razz Lemonade'],
  Grape: ['Grape', 'Purple Grape'],
  Mango: ['Mango', 'Mango Tango'],
  Apple: ['Green Apple', 'Sour Apple'],
  Cherry: ['Black Cherry', 'Wild Cherry'],
  Lemonade: ['Pink Lemonade', 'Lemonade'],
  Pineapple: ['Pineapple', 'Pineapple Coconut'],
  Cola: ['Cola', 'Cherry Cola'],
  Coffee: ['Iced Coffee', 'Espresso'],
  Vanilla: ['Vanilla Bean', 'French Vanilla'],
  Custard: ['Vanilla Custard', 'Caramel Custard'],
  Dessert: ['Strawberry Cheesecake', 'Cinnamon Roll'],
  Candy: ['Sour Candy', 'Gummy Bear'],
  'Cotton candy': ['Cotton Candy', 'Blue Cotton Candy'],
  Banana: ['Banana', 'Banana Cream'],
  Blueberry: ['Blueberry', 'Blueberry Muffin'],
  'Energy drink': ['Energy Drink', 'Red Energy'],
};

interface FlavorVariant {
  readonly label: string;
  readonly flavor: string;
}

/** Round-robin over the flavors (first label of each, then second …) so any 29 in a row cover them all. */
function variantsOf(flavors: readonly string[]): readonly FlavorVariant[] {
  const out: FlavorVariant[] = [];
  const depth = Math.max(...flavors.map((f) => labelsOf(f).length));
  for (let d = 0; d < depth; d++) {
    for (const flavor of flavors) {
      const label = labelsOf(flavor)[d];
      if (label) out.push({ label, flavor });
    }
  }
  return out;
}

function labelsOf(flavor: string): readonly string[] {
  const labels = FLAVOR_LABELS[flavor];
  if (!labels) throw new Error(`No shelf names for flavor "${flavor}"`);
  return labels;
}

const ALL_VARIANTS = variantsOf(FLAVORS);

const SERIES = ['Nexus', 'Apex', 'Orbit', 'Vector', 'Prism', 'Flux', 'Drift', 'Comet', 'Zen', 'Echo', 'Vertex', 'Halo'];
const SERIES_SUFFIX = ['Mini', 'Pro', 'Max', 'Nano', 'Air', 'Lite', '2', 'X'];
const COLORS = ['Black', 'Gunmetal', 'Silver', 'Rainbow', 'Blue', 'Red', 'Green', 'Purple', 'Gold', 'White'];
const AEGIS_MODELS = ['Legend 3', 'Boost Pro 2', 'Hero 2', 'Solo 3', 'Max 2', 'Nano 2', 'Touch'];
const HARDWARE_KINDS = ['Dry Herb Vaporizer', 'E-Rig', 'Wax Pen', '510 Thread Battery', 'Nectar Collector'];
const DISPOSABLE_NICOTINE_MG = [18, 20, 35, 50, 55];
const DISPOSABLE_EXTRAS = [
  'Adjustable airflow lets you choose a tight or an airy draw.',
  'A smart display shows the battery and e-liquid left.',
  'Dual mesh coils keep the flavor steady from the first puff to the last.',
];

interface Draft {
  readonly base: string;
  readonly brand: string;
  readonly flavor?: string;
  readonly productType?: string;
  readonly priceCents: number;
  readonly description: string;
  readonly puffs?: number;
  readonly nicotineMg?: number;
}

/** Per-run state shared by the leaf makers. */
interface Run {
  readonly dice: Dice;
  /** The n-th product of a brand pool takes pool[n] until every brand has had one, then a random one. */
  brandFrom(pool: readonly string[]): string;
}

type Maker = (run: Run, ordinal: number) => Draft;

interface Leaf {
  readonly categorySlug: string;
  readonly subcategorySlug?: string;
  readonly weight: number;
  readonly make: Maker;
}

const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'An' : 'A');
const sentences = (...parts: (string | false | undefined)[]): string => parts.filter(Boolean).join(' ');

/** Each line starts its flavor cycle elsewhere so lines do not all open with the same flavor. */
const variantFor = (lineIndex: number, ordinal: number): FlavorVariant =>
  ALL_VARIANTS[(lineIndex * 5 + ordinal) % ALL_VARIANTS.length] as FlavorVariant;

const seriesName = (run: Run): string => `${run.dice.pick(SERIES)} ${run.dice.pick(SERIES_SUFFIX)}`;

function disposableMaker(line: VapeLine, lineIndex: number): Maker {
  const puffs = line.puffs ?? 5000;
  const brand = line.brand ?? line.name;
  return (run, ordinal) => {
    const { dice } = run;
    const variant = variantFor(lineIndex, ordinal);
    // Every tenth product of a line is last season's stock, sold as Clearance Vapes.
    const clearance = ordinal % 10 === 9;
    const nicotineMg = dice.pick(DISPOSABLE_NICOTINE_MG);
    const extra = dice.int(0, DISPOSABLE_EXTRAS.length);
    return {
      base: `${line.name} ${variant.label}`,
      brand,
      flavor: variant.flavor,
      productType: clearance ? PRODUCT_TYPE.clearance : PRODUCT_TYPE.disposable,
      priceCents: clearance ? dice.price(999, 1499) : dice.price(1499, 2999),
      description: sentences(
        `The ${line.name} delivers up to ${thousands(puffs)} puffs of ${variant.label} at ${nicotineMg} mg nicotine.`,
        puffs >= 10000
          ? 'Its rechargeable 950 mAh battery with USB-C charging lasts to the last puff.'
          : 'Prefilled and ready to use, with no charging or refilling needed.',
        clearance ? 'Clearance price while stock lasts.' : DISPOSABLE_EXTRAS[extra],
      ),
      puffs,
      nicotineMg,
    };
  };
}

function kitMaker(line: VapeLine): Maker {
  return (run, ordinal) => {
    const { dice } = run;
    const color = dice.pick(COLORS);
    if (line.brand) {
      // Single-brand box-mod line (Aegis): models in turn, colours at random.
      const model = AEGIS_MODELS[ordinal % AEGIS_MODELS.length] as string;
      const battery = dice.pick([2500, 3000, 3500]);
      return {
        base: `${line.brand} Aegis ${model} Kit ${color}`,
        brand: line.brand,
        productType: PRODUCT_TYPE.kit,
        priceCents: dice.price(3999, 6999),
        description: sentences(
          `The Aegis ${model} kit pairs a rugged, water-resistant mod with a ${battery} mAh battery.`,
          'A sub-ohm tank and two mesh coils come in the box.',
        ),
      };
    }
    const brand = run.brandFrom(KIT_BRANDS);
    const series = seriesName(run);
    const battery = dice.pick([950, 950, 1000, 1200]);
    const capacity = dice.pick([2, 3, 4]);
    return {
      base: `${brand} ${series} Pod Kit ${color}`,
      brand,
      productType: PRODUCT_TYPE.kit,
      priceCents: dice.price(2999, 5999),
      description: sentences(
        `The ${series} pod kit pairs a ${battery} mAh battery with a refillable ${capacity} mL pod.`,
        'Fire by button or by draw, and charge over USB-C.',
      ),
    };
  };
}

function juiceMaker(line: VapeLine, lineIndex: number): Maker {
  const salt = line.slug === 'nicotine-salt';
  return (run, ordinal) => {
    const { dice } = run;
    const brand = run.brandFrom(JUICE_BRANDS);
    const variant = variantFor(lineIndex, ordinal);
    const size = salt ? 30 : dice.pick([60, 100, 120]);
    const nicotineMg = salt ? dice.pick([20, 35, 50]) : dice.pick([3, 6, 12]);
    return {
      base: salt ? `${brand} ${variant.label} Salt ${size} mL` : `${brand} ${variant.label} ${size} mL`,
      brand,
      flavor: variant.flavor,
      productType: PRODUCT_TYPE.juice,
      priceCents: dice.price(1299, 2499),
      description: sentences(
        `A ${size} mL bottle of ${variant.label} ${salt ? 'nicotine salt' : 'freebase'} e-liquid at ${nicotineMg} mg nicotine.`,
        salt
          ? 'A 50/50 VG/PG blend made for pod systems.'
          : 'A 70/30 VG/PG blend made for big clouds on sub-ohm tanks.',
      ),
      nicotineMg,
    };
  };
}

const podsMaker: Maker = (run) => {
  const { dice } = run;
  const brand = run.brandFrom(KIT_BRANDS);
  const series = seriesName(run);
  const ohm = dice.pick(['0.4', '0.6', '0.8', '1.0', '1.2']);
  const pack = dice.pick([2, 3, 4]);
  return {
    base: `${brand} ${series} Pods ${ohm} ohm ${pack}-Pack`,
    brand,
    productType: PRODUCT_TYPE.pods,
    priceCents: dice.price(999, 2499),
    description: sentences(
      `A pack of ${pack} refillable replacement pods for the ${brand} ${series}.`,
      `Each pod has a ${ohm} ohm mesh coil and snaps in magnetically.`,
    ),
  };
};

function bundleMaker(lineIndex: number): Maker {
  return (run, ordinal) => {
    const { dice } = run;
    const brand = run.brandFrom(KIT_BRANDS);
    const series = seriesName(run);
    const variant = variantFor(lineIndex, ordinal);
    const nicotineMg = dice.pick([20, 35, 50]);
    return {
      base: `${brand} ${series} Starter Bundle ${variant.label}`,
      brand,
      flavor: variant.flavor,
      productType: PRODUCT_TYPE.bundle,
      priceCents: dice.price(4999, 8999),
      description: sentences(
        `The ${brand} ${series} pod kit with two 30 mL bottles of ${variant.label} nicotine salt at ${nicotineMg} mg.`,
        'A spare pod is included, so the bundle is ready to vape out of the box.',
      ),
      nicotineMg,
    };
  };
}

const hardwareMaker: Maker = (run) => {
  const { dice } = run;
  const brand = run.brandFrom(HARDWARE_BRANDS);
  const series = seriesName(run);
  const kind = dice.pick(HARDWARE_KINDS);
  return {
    base: `${brand} ${series} ${kind}`,
    brand,
    productType: PRODUCT_TYPE.hardware420,
    priceCents: dice.price(2999, 24999),
    description: sentences(
      `${article(kind)} ${kind.toLowerCase()} from ${brand} with precise temperature control.`,
      'It heats up in seconds and charges over USB-C.',
    ),
  };
};

function vapeMaker(line: VapeLine, lineIndex: number): Maker {
  switch (line.kind) {
    case 'disposable':
      return disposableMaker(line, lineIndex);
    case 'kit':
      return kitMaker(line);
    case 'juice':
      return juiceMaker(line, lineIndex);
    case 'pods':
      return podsMaker;
    case 'bundle':
      return bundleMaker(lineIndex);
    case 'hardware':
      return hardwareMaker;
  }
}

/** Relative share of products per leaf once every leaf has its first product; vapes dominate. */
const VAPE_WEIGHTS: Readonly<Record<VapeLine['kind'], number>> = {
  disposable: 7,
  kit: 6,
  juice: 9,
  pods: 10,
  bundle: 4,
  hardware: 8,
};
const GOODS_WEIGHT = 2;
/** Glass is a main menu group of its own, so its leaves get a larger share than other goods. */
const GOODS_WEIGHT_OVERRIDES: Readonly<Record<string, number>> = { 'glass-pipes': 3, bongs: 3 };

/** General goods of one leaf: names are brand + adjective + noun (+ flavor), prices in one band. */
interface Goods {
  readonly brands: readonly string[];
  readonly nouns: readonly string[];
  readonly adjectives: readonly string[];
  readonly price: readonly [lo: number, hi: number];
  readonly blurbs: readonly string[];
  /** Flavored goods (candies, pouches) are named by flavor instead of an adjective. */
  readonly flavors?: readonly string[];
  readonly nicotineMg?: readonly number[];
  /** Exact prices for the leaf's first products, in order (the rest are drawn from `price`). */
  readonly fixedPrices?: readonly number[];
}

const GLASS_BRANDS = ['Grav Labs', 'Pulsar', 'Lookah', 'Cookies', 'ESI Select'];
const MERCH_BRANDS = ['Cookies', 'ESI Select', 'Geek Bar', 'Lost Mary'];
const CANDY_FLAVORS = ['Strawberry', 'Watermelon', 'Blue razz', 'Grape', 'Cherry', 'Apple', 'Mango', 'Peach', 'Citrus'];
const HAT_COLORS = ['Black', 'Navy', 'Olive', 'Heather Gray', 'Camo', 'Tie-Dye', 'White', 'Red'];
const SHIRT_SIZES = ['Small', 'Medium', 'Large', 'XL', '2XL'];

/** Keyed by the slug of the leaf: the subcategory, or the top-level category when it has no children. */
const GOODS: Readonly<Record<string, Goods>> = {
  'glass-pipes': {
    brands: GLASS_BRANDS,
    nouns: ['Spoon Pipe', 'Sherlock Pipe', 'Chillum', 'Steamroller', 'Sidecar Pipe'],
    adjectives: ['Frit', 'Fumed', 'Color-Changing', 'Inside-Out', 'Dichroic', 'Clear'],
    price: [1999, 5999],
    blurbs: ['Hand-blown from thick borosilicate glass.', 'Every piece is unique, so colours vary.'],
  },
  'oil-burner': {
    brands: GLASS_BRANDS,
    nouns: ['Oil Burner Pipe', 'Bubbler Oil Burner', 'Straight Oil Burner'],
    adjectives: ['4 in', '5 in', '6 in', 'Thick', 'Clear', 'Colored'],
    price: [1999, 3999],
    blurbs: ['Made of heat-resistant borosilicate glass.', 'Sold as a collectible tobacco accessory.'],
  },
  bongs: {
    brands: GLASS_BRANDS,
    nouns: ['Beaker Bong', 'Straight Tube Bong', 'Recycler Bong', 'Percolator Bong', 'Mini Bong'],
    adjectives: ['8 in', '10 in', '12 in', '14 in', '16 in'],
    price: [3999, 14999],
    fixedPrices: [FREE_SHIPPING_EDGE_PRICES.at, FREE_SHIPPING_EDGE_PRICES.under],
    blurbs: ['A 14 mm bowl and a removable downstem are included.', 'Thick 5 mm borosilicate glass with a wide base.'],
  },
  scales: {
    brands: ['Truweigh'],
    nouns: ['Digital Pocket Scale', 'Jewelry Scale', 'Tabletop Scale', 'Mini Scale'],
    adjectives: ['100 g', '200 g', '500 g', '1000 g'],
    price: [1499, 3999],
    blurbs: ['Accurate to 0.01 g with a backlit display.', 'A calibration weight and a protective lid are included.'],
  },
  'crush-grinders': {
    brands: ['Santa Cruz Shredder', 'Cookies', 'Ooze', 'Pulsar'],
    nouns: ['2-Piece Grinder', '4-Piece Grinder', 'Crank Grinder', 'Electric Grinder'],
    adjectives: ['Aluminum', 'Zinc', 'Hemp', 'Titanium'],
    price: [999, 5999],
    blurbs: ['Sharp diamond teeth and a kief catcher.', 'A magnetic lid keeps it closed in your pocket.'],
  },
  knives: {
    brands: ['ESI Select'],
    nouns: ['Folding Pocket Knife', 'Tactical Knife', 'Multi-Tool', 'Box Cutter', 'Karambit'],
    adjectives: ['Black', 'Camo', 'Damascus', 'Stainless', 'Wood Handle'],
    price: [999, 4999],
    blurbs: ['Sold to adults 18 and over only.', 'A pocket clip and a liner lock keep it safe to carry.'],
  },
  hats: {
    brands: MERCH_BRANDS,
    nouns: ['Snapback Hat', 'Bucket Hat', 'Dad Hat', 'Fitted Hat'],
    adjectives: HAT_COLORS,
    price: [1999, 3999],
    blurbs: ['Embroidered logo on the front.', 'One size fits most.'],
  },
  gummies: {
    brands: ['ESI Select'],
    nouns: ['Gummy Rings', 'Gummy Worms', 'Sour Gummies', 'Gummy Bears'],
    adjectives: [],
    flavors: CANDY_FLAVORS,
    price: [199, 999],
    blurbs: ['A resealable bag for sharing.', 'Soft, chewy and coated in sour sugar.'],
  },
  'hard-candy': {
    brands: ['ESI Select'],
    nouns: ['Hard Candy', 'Sour Drops', 'Candy Mix'],
    adjectives: [],
    flavors: CANDY_FLAVORS,
    price: [199, 799],
    blurbs: ['Individually wrapped pieces.', 'A classic counter treat.'],
  },
  lollipops: {
    brands: ['ESI Select'],
    nouns: ['Lollipop', 'Swirl Pop', 'Sour Pop'],
    adjectives: [],
    flavors: CANDY_FLAVORS,
    price: [199, 599],
    blurbs: ['Big and long-lasting.', 'A bright, fruity treat.'],
  },
  'mint-pouches': {
    brands: ['Zyn', 'Velo', 'Rogue'],
    nouns: ['Nicotine Pouches'],
    adjectives: [],
    flavors: ['Mint', 'Menthol'],
    nicotineMg: [3, 6, 9],
    price: [499, 999],
    blurbs: ['A can of 20 tobacco-free pouches.', 'Smoke-free and spit-free.'],
  },
  'fruit-pouches': {
    brands: ['Zyn', 'Velo', 'Rogue'],
    nouns: ['Nicotine Pouches'],
    adjectives: [],
    flavors: ['Citrus', 'Berry', 'Peach', 'Mango'],
    nicotineMg: [3, 6, 9],
    price: [499, 999],
    blurbs: ['A can of 20 tobacco-free pouches.', 'Smoke-free and spit-free.'],
  },
  'coffee-tobacco-pouches': {
    brands: ['Zyn', 'Velo', 'Rogue'],
    nouns: ['Nicotine Pouches'],
    adjectives: [],
    flavors: ['Coffee', 'Tobacco'],
    nicotineMg: [3, 6, 9],
    price: [499, 999],
    blurbs: ['A can of 20 tobacco-free pouches.', 'Smoke-free and spit-free.'],
  },
  'snapback-caps': {
    brands: MERCH_BRANDS,
    nouns: ['Snapback Cap', 'Flat Brim Snapback'],
    adjectives: HAT_COLORS,
    price: [1499, 3499],
    blurbs: ['Adjustable snap closure.', 'Structured six-panel crown.'],
  },
  'trucker-caps': {
    brands: MERCH_BRANDS,
    nouns: ['Trucker Cap', 'Mesh Trucker Cap'],
    adjectives: HAT_COLORS,
    price: [1499, 2999],
    blurbs: ['Breathable mesh back.', 'Curved brim and foam front.'],
  },
  beanies: {
    brands: MERCH_BRANDS,
    nouns: ['Cuffed Beanie', 'Pom Beanie'],
    adjectives: HAT_COLORS,
    price: [1499, 2499],
    blurbs: ['Warm rib-knit acrylic.', 'One size fits most.'],
  },
  'incense-sticks': {
    brands: ['ESI Select'],
    nouns: ['Incense Sticks 20-Pack', 'Incense Sticks 100-Pack'],
    adjectives: ['Sandalwood', 'Nag Champa', 'Lavender', 'Patchouli', 'Dragon Blood', 'Vanilla'],
    price: [299, 1499],
    blurbs: ['Hand-rolled and slow-burning.', 'Each stick burns for about 45 minutes.'],
  },
  'incense-cones': {
    brands: ['ESI Select'],
    nouns: ['Incense Cones', 'Backflow Incense Cones'],
    adjectives: ['Sandalwood', 'Nag Champa', 'Lavender', 'Jasmine', 'Frankincense'],
    price: [299, 999],
    blurbs: ['A box of 40 cones.', 'Pairs with any cone burner.'],
  },
  'odor-eliminators': {
    brands: ['Ozium', 'ESI Select'],
    nouns: ['Air Sanitizer Spray', 'Odor Gel', 'Car Air Freshener'],
    adjectives: ['Original', 'Citrus', 'Vanilla', 'Outdoor Fresh', 'Unscented'],
    price: [399, 1499],
    blurbs: ['Eliminates smoke odors instead of masking them.', 'Lasts up to 30 days.'],
  },
  'adult-novelties': {
    brands: ['ESI Select'],
    nouns: ['Party Game', 'Novelty Mug', 'Gag Gift Set', 'Drinking Game'],
    adjectives: ['Bachelor', 'Bachelorette', 'Classic', 'After Dark'],
    price: [999, 2999],
    blurbs: ['For adults 21 and over.', 'A gift for the friend who has everything.'],
  },
  'intimate-wellness': {
    brands: ['ESI Select'],
    nouns: ['Massage Oil', 'Massage Candle', 'Personal Lubricant'],
    adjectives: ['Lavender', 'Unscented', 'Warming', 'Coconut'],
    price: [999, 3999],
    blurbs: ['For adults 21 and over.', 'Shipped in discreet packaging.'],
  },
  'rolling-papers': {
    brands: ['RAW', 'Zig-Zag', 'ESI Select'],
    nouns: ['Rolling Papers', 'Rolling Papers with Tips'],
    adjectives: ['1 1/4', 'King Size', 'King Size Slim', 'Single Wide', 'Hemp'],
    price: [199, 799],
    blurbs: ['Thin, slow-burning and unbleached.', 'Natural gum strip.'],
  },
  'pre-rolled-cones': {
    brands: ['RAW', 'Zig-Zag', 'ESI Select'],
    nouns: ['Pre-Rolled Cones 6-Pack', 'Pre-Rolled Cones 32-Pack'],
    adjectives: ['1 1/4', 'King Size', 'Organic Hemp', 'Classic'],
    price: [299, 1299],
    blurbs: ['Ready to fill and twist.', 'Comes with a packing stick.'],
  },
  'filter-tips': {
    brands: ['RAW', 'Zig-Zag', 'ESI Select'],
    nouns: ['Filter Tips', 'Pre-Rolled Tips', 'Glass Tips'],
    adjectives: ['Wide', 'Slim', 'Perforated', 'Natural'],
    price: [199, 999],
    blurbs: ['Keeps the end firm and the draw smooth.', 'A booklet of 50 tips.'],
  },
  'aa-batteries': {
    brands: ['Duracell'],
    nouns: ['AA Alkaline Batteries', 'AA Rechargeable Batteries'],
    adjectives: ['Coppertop 4-Pack', 'Coppertop 8-Pack', 'Optimum 4-Pack', 'Quantum 12-Pack'],
    price: [499, 2499],
    blurbs: ['Long-lasting power for everyday devices.', 'Up to 10 years in storage.'],
  },
  'aaa-batteries': {
    brands: ['Duracell'],
    nouns: ['AAA Alkaline Batteries', 'AAA Rechargeable Batteries'],
    adjectives: ['Coppertop 4-Pack', 'Coppertop 8-Pack', 'Optimum 4-Pack', 'Quantum 12-Pack'],
    price: [499, 2499],
    blurbs: ['Long-lasting power for remotes and scales.', 'Up to 10 years in storage.'],
  },
  'coin-batteries': {
    brands: ['Duracell'],
    nouns: ['Coin Battery'],
    adjectives: ['CR2032 2-Pack', 'CR2025 2-Pack', 'CR2016 2-Pack', 'CR2032 4-Pack', 'LR44 4-Pack', 'CR1632 1-Pack'],
    price: [499, 1299],
    blurbs: ['For key fobs, scales and watches.', 'Child-secure packaging.'],
  },
  'oral-care': {
    brands: ['ESI Select'],
    nouns: ['Toothpaste', 'Mouthwash', 'Breath Spray', 'Toothbrush'],
    adjectives: ['Whitening', 'Fresh Mint', 'Charcoal', 'Sensitive'],
    price: [299, 1299],
    blurbs: ['Freshens breath on the go.', 'Travel size.'],
  },
  deodorant: {
    brands: ['ESI Select'],
    nouns: ['Deodorant Stick', 'Body Spray'],
    adjectives: ['Fresh', 'Sport', 'Unscented', 'Cedar'],
    price: [399, 1299],
    blurbs: ['All-day protection.', 'Aluminum-free formula.'],
  },
  'skin-care': {
    brands: ['ESI Select'],
    nouns: ['Lip Balm', 'Hand Lotion', 'Face Wipes', 'Sunscreen'],
    adjectives: ['Aloe', 'Shea Butter', 'Unscented', 'SPF 30'],
    price: [299, 1499],
    blurbs: ['Gentle on dry skin.', 'Pocket size.'],
  },
  chargers: {
    brands: ['ESI Select'],
    nouns: ['Wall Charger', 'Car Charger', 'Power Bank'],
    adjectives: ['20 W USB-C', 'Dual Port', 'Fast Charge', '10000 mAh'],
    price: [999, 2999],
    blurbs: ['Charges phones and vapes alike.', 'Protects against overcharging.'],
  },
  'charging-cables': {
    brands: ['ESI Select'],
    nouns: ['USB-C Cable', 'Lightning Cable', 'Micro-USB Cable'],
    adjectives: ['3 ft', '6 ft', '10 ft', 'Braided'],
    price: [799, 1999],
    blurbs: ['Braided for durability.', 'Supports fast charging.'],
  },
  'phone-cases': {
    brands: ['ESI Select'],
    nouns: ['Phone Case', 'Wallet Case', 'Rugged Case'],
    adjectives: ['Clear', 'Black', 'Marble', 'Glitter'],
    price: [999, 2999],
    blurbs: ['Raised edges protect the screen.', 'Fits the most popular phone models.'],
  },
  'single-flame-torches': {
    brands: ['Scorch Torch', 'Clipper'],
    nouns: ['Single Flame Torch', 'Pen Torch', 'Mini Torch'],
    adjectives: ['Black', 'Chrome', 'Carbon', 'Neon'],
    price: [999, 3999],
    blurbs: ['Windproof, adjustable jet flame.', 'Refillable with any butane.'],
  },
  'triple-flame-torches': {
    brands: ['Scorch Torch', 'Clipper'],
    nouns: ['Triple Flame Torch', 'Table Torch'],
    adjectives: ['Black', 'Chrome', 'Gunmetal', 'Rainbow'],
    price: [1999, 4999],
    blurbs: ['Three jets for fast, even heat.', 'Flame lock for hands-free use.'],
  },
  'butane-refills': {
    brands: ['Scorch Torch', 'Clipper'],
    nouns: ['Butane Refill'],
    adjectives: ['5x Refined 300 ml', '5x Refined 500 ml', '7x Refined 300 ml', 'Triple Refined 200 ml'],
    price: [999, 2499],
    blurbs: ['Clean-burning refined butane.', 'Universal tip adapters included.'],
  },
  't-shirts': {
    brands: MERCH_BRANDS,
    nouns: ['Logo T-Shirt', 'Pocket T-Shirt'],
    adjectives: SHIRT_SIZES,
    price: [1499, 2999],
    blurbs: ['Soft ring-spun cotton.', 'Printed front and back.'],
  },
  hoodies: {
    brands: MERCH_BRANDS,
    nouns: ['Pullover Hoodie', 'Zip Hoodie'],
    adjectives: SHIRT_SIZES,
    price: [3999, 5999],
    blurbs: ['Heavyweight fleece.', 'Kangaroo pocket and a lined hood.'],
  },
  socks: {
    brands: MERCH_BRANDS,
    nouns: ['Crew Socks', 'Ankle Socks'],
    adjectives: ['Black', 'White', 'Leaf Print', 'Striped'],
    price: [999, 1999],
    blurbs: ['Cushioned sole.', 'One pair, one size fits most.'],
  },
  'pain-relief': {
    brands: ['ESI Select'],
    nouns: ['Pain Reliever Tablets', 'Pain Relief Gel'],
    adjectives: ['Ibuprofen 24 ct', 'Acetaminophen 50 ct', 'Aspirin 100 ct', 'Extra Strength'],
    price: [499, 1999],
    blurbs: ['Use only as directed.', 'Temporary relief of minor aches and pains.'],
  },
  'cold-and-flu': {
    brands: ['ESI Select'],
    nouns: ['Cold & Flu Relief', 'Cough Drops', 'Nasal Spray'],
    adjectives: ['Daytime', 'Nighttime', 'Honey Lemon', 'Non-Drowsy'],
    price: [499, 1499],
    blurbs: ['Use only as directed.', 'Relieves cold and flu symptoms.'],
  },
  'digestive-health': {
    brands: ['ESI Select'],
    nouns: ['Antacid Chews', 'Digestive Relief Tablets'],
    adjectives: ['Mixed Berry', 'Mint', 'Regular Strength', 'Extra Strength'],
    price: [499, 1499],
    blurbs: ['Use only as directed.', 'Fast relief of heartburn and upset stomach.'],
  },
};

function goodsMaker(leafSlug: string): Maker {
  const goods = GOODS[leafSlug];
  if (!goods) throw new Error(`No product profile for category "${leafSlug}"`);
  const variants = goods.flavors ? variantsOf(goods.flavors) : [];
  return (run, ordinal) => {
    const { dice } = run;
    const brand = run.brandFrom(goods.brands);
    const noun = goods.nouns[ordinal % goods.nouns.length] as string;
    const blurb = dice.pick(goods.blurbs);
    const drawn = dice.price(goods.price[0], goods.price[1]);
    const price = goods.fixedPrices?.[ordinal] ?? drawn;
    if (variants.length) {
      const variant = variants[ordinal % variants.length] as FlavorVariant;
      const nicotineMg = goods.nicotineMg ? dice.pick(goods.nicotineMg) : undefined;
      const strength = nicotineMg === undefined ? '' : ` ${nicotineMg} mg`;
      return {
        base: `${brand} ${variant.label} ${noun}${strength}`,
        brand,
        flavor: variant.flavor,
        priceCents: price,
        description: sentences(
          `${variant.label} ${noun.toLowerCase()} from ${brand}${nicotineMg === undefined ? '' : `, ${nicotineMg} mg per pouch`}.`,
          blurb,
        ),
        ...(nicotineMg === undefined ? {} : { nicotineMg }),
      };
    }
    // Walk the noun x adjective grid in order so a leaf's first products all get different names.
    const adjective = goods.adjectives[Math.floor(ordinal / goods.nouns.length) % goods.adjectives.length] as string;
    return {
      base: `${brand} ${adjective} ${noun}`,
      brand,
      priceCents: price,
      description: sentences(`${noun} from ${brand} (${adjective}).`, blurb),
    };
  };
}

/** Every place a product can live: each subcategory, or a top-level category without children. */
function buildLeaves(): readonly Leaf[] {
  const lineIndex = new Map(VAPE_LINES.map((line, i) => [line.slug, i]));
  const leaves: Leaf[] = [];
  for (const category of CATEGORIES) {
    if (!category.children?.length) {
      leaves.push({ categorySlug: category.slug, weight: GOODS_WEIGHT, make: goodsMaker(category.slug) });
      continue;
    }
    for (const child of category.children) {
      const index = lineIndex.get(child.slug);
      const line = index === undefined ? undefined : VAPE_LINES[index];
      leaves.push(
        line && index !== undefined && category.slug === VAPE_CATEGORY_SLUG
          ? {
              categorySlug: category.slug,
              subcategorySlug: child.slug,
              weight: VAPE_WEIGHTS[line.kind],
              make: vapeMaker(line, index),
            }
          : {
              categorySlug: category.slug,
              subcategorySlug: child.slug,
              weight: GOODS_WEIGHT_OVERRIDES[child.slug] ?? GOODS_WEIGHT,
              make: goodsMaker(child.slug),
            },
      );
    }
  }
  return leaves;
}

const LEAVES = buildLeaves();
const TOTAL_WEIGHT = LEAVES.reduce((sum, leaf) => sum + leaf.weight, 0);

/**
 * Smooth weighted round-robin (as in nginx): every leaf gets its share evenly spread over the sequence,
 * so even a small catalogue has a few products in each leaf, which a random draw does not promise.
 */
function leafScheduler(): () => Leaf {
  const credit = LEAVES.map(() => 0);
  return () => {
    let best = 0;
    for (let j = 0; j < LEAVES.length; j++) {
      credit[j] = (credit[j] as number) + (LEAVES[j] as Leaf).weight;
      if ((credit[j] as number) > (credit[best] as number)) best = j;
    }
    credit[best] = (credit[best] as number) - TOTAL_WEIGHT;
    return LEAVES[best] as Leaf;
  };
}

/** A well-stocked shelf: 200 to 999 units. */
const FULL_STOCK = { min: 200, spread: 800 } as const;

/**
 * Units in stock of the product at `position` (1-based), a function of the position alone so that the
 * migration can give existing products the same counts. Most products are well stocked, every 11th runs
 * low (1 to 9) and every 37th is sold out; the first product of each leaf is always well stocked, since
 * tests and the demo reach those first.
 */
export function seedStock(position: number): number {
  const mixed = Math.imul(position ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  if (position > LEAVES.length && position % 37 === 0) return 0;
  if (position > LEAVES.length && position % 11 === 0) return 1 + (mixed % (LOW_STOCK_THRESHOLD - 1));
  return FULL_STOCK.min + (mixed % FULL_STOCK.spread);
}

/** One product in SALE_EVERY is on sale (about 14%), at these percentages off in turn: 20 is the largest. */
const SALE_EVERY = 7;
const SALE_DISCOUNTS = [20, 15, 20, 10] as const;

/**
 * The former price of the product at `position` (1-based) priced `priceCents`, or null when it is not on sale:
 * a function of the two alone, so the migration gives existing products the same. The first product of each
 * leaf is never on sale, since tests and the demo reach those first.
 */
export function seedCompareAt(position: number, priceCents: number): number | null {
  if (position <= LEAVES.length || position % SALE_EVERY !== 3) return null;
  const percent = SALE_DISCOUNTS[Math.floor(position / SALE_EVERY) % SALE_DISCOUNTS.length]!;
  // Rounded up to the cent, so the saving is never below the advertised percentage.
  return Math.ceil((priceCents * 100) / (100 - percent));
}

/**
 * `count` products. The first product of every leaf comes first, in catalogue order, so any count of at
 * least the number of leaves covers the whole tree; after that leaves follow their weights.
 */
export function generateProducts(count: number, seed = 1): ProductSeed[] {
  const dice = new Dice(seed);
  const nextLeaf = leafScheduler();
  const brandTurns = new Map<readonly string[], number>();
  const run: Run = {
    dice,
    brandFrom(pool) {
      const turn = brandTurns.get(pool) ?? 0;
      brandTurns.set(pool, turn + 1);
      return (turn < pool.length ? pool[turn] : dice.pick(pool)) as string;
    },
  };
  const ordinals = new Map<Leaf, number>();
  const nameUses = new Map<string, number>();
  const tabUses = new Map<string, number>();
  const slugs = new SlugRegistry();
  const products: ProductSeed[] = [];

  for (let i = 0; i < count; i++) {
    const leaf = i < LEAVES.length ? (LEAVES[i] as Leaf) : nextLeaf();
    const ordinal = ordinals.get(leaf) ?? 0;
    ordinals.set(leaf, ordinal + 1);
    const draft = leaf.make(run, ordinal);

    // Base names never contain "#", so a numbered name cannot collide with another base name.
    const uses = (nameUses.get(draft.base) ?? 0) + 1;
    nameUses.set(draft.base, uses);

    // The first products of each tab type fill the tab; all of them fall inside the demo set.
    let vapeKitTab: string | undefined;
    const type = draft.productType;
    if (type !== undefined && VAPE_KIT_TABS.includes(type)) {
      const shown = tabUses.get(type) ?? 0;
      if (shown < (VAPE_KIT_TAB_SIZES[type] ?? 0)) {
        tabUses.set(type, shown + 1);
        vapeKitTab = type;
      }
    }

    const name = uses === 1 ? draft.base : `${draft.base} #${uses}`;
    products.push({
      name,
      slug: slugs.take(productSlugBase({ brand: draft.brand, name, nicotineMg: draft.nicotineMg })),
      categorySlug: leaf.categorySlug,
      ...(leaf.subcategorySlug === undefined ? {} : { subcategorySlug: leaf.subcategorySlug }),
      brand: draft.brand,
      ...(draft.flavor === undefined ? {} : { flavor: draft.flavor }),
      ...(draft.productType === undefined ? {} : { productType: draft.productType }),
      priceCents: draft.priceCents,
      description: draft.description,
      image: `/media/products/p-${i + 1}.svg`,
      ...(draft.puffs === undefined ? {} : { puffs: draft.puffs }),
      ...(draft.nicotineMg === undefined ? {} : { nicotineMg: draft.nicotineMg }),
      ...(vapeKitTab === undefined ? {} : { vapeKitTab }),
      stock: seedStock(i + 1),
      compareAtCents: seedCompareAt(i + 1, draft.priceCents),
      compliance: demoCompliance({
        name,
        description: draft.description,
        productType: draft.productType ?? null,
        flavor: draft.flavor ?? null,
        puffs: draft.puffs ?? null,
        nicotineMg: draft.nicotineMg ?? null,
        priceCents: draft.priceCents,
      }),
    });
  }
  return products;
}
