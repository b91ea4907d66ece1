/**
 * The demo catalogue's fixed vocabulary: category tree, product types, brands, flavors and the
 * home page's vape-kit tabs (spec sections 1-3). Plain data: the generator and the seed read it.
 */
import type { CategorySeed, HomeGroup } from './seed-types';

export const PRODUCT_TYPE = {
  disposable: 'Disposable Vape',
  juice: 'Vape Juice',
  clearance: 'Clearance Vapes',
  hardware420: '420 Hardware',
  kit: 'Vape Kits',
  pods: 'Replacement Pods',
  bundle: 'Vape Bundles',
} as const;

/** The spec's seven product-type filter options, in its order. */
export const PRODUCT_TYPES: string[] = [
  PRODUCT_TYPE.disposable,
  PRODUCT_TYPE.juice,
  PRODUCT_TYPE.clearance,
  PRODUCT_TYPE.hardware420,
  PRODUCT_TYPE.kit,
  PRODUCT_TYPE.pods,
  PRODUCT_TYPE.bundle,
];

/** Home page vape-kit tabs; the first is selected on load and must need VIEW ALL (> 12 products). */
export const VAPE_KIT_TABS: string[] = [
  PRODUCT_TYPE.disposable,
  PRODUCT_TYPE.kit,
  PRODUCT_TYPE.juice,
  PRODUCT_TYPE.pods,
  PRODUCT_TYPE.bundle,
];

/** How a vape product line is generated (which product type, name pattern and price band fit it). */
export type VapeLineKind = 'disposable' | 'kit' | 'juice' | 'pods' | 'bundle' | 'hardware';

export interface VapeLine {
  readonly name: string;
  readonly slug: string;
  readonly kind: VapeLineKind;
  /** Listed in the header's Vapes menu (the spec's 17 named lines). */
  readonly inMenu?: boolean;
  readonly homeGroup?: HomeGroup;
  /** True for the one home card left without a picture, to exercise the default.jpg fallback. */
  readonly noPic?: boolean;
  /** Single-brand lines; lines without it draw from a brand pool. */
  readonly brand?: string;
  /** Disposables: the puff count the line is named after. */
  readonly puffs?: number;
}

/** Vape product lines, the subcategories of Vapes, in menu order. */
export const VAPE_LINES: readonly VapeLine[] = [
  // The header's Vapes menu: five names from the spec, twelve invented ones.
  {
    name: 'Geek Bar Pulse 25000',
    slug: 'geek-bar-pulse-25000',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Vapes',
    brand: 'Geek Bar',
    puffs: 25000,
  },
  {
    name: 'Solaris 25000',
    slug: 'solaris-25000',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Vapes',
    brand: 'Solaris',
    puffs: 25000,
  },
  {
    name: 'Pillow Talk 40K',
    slug: 'pillow-talk-40k',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Vapes',
    brand: 'Pillow Talk',
    puffs: 40000,
  },
  {
    name: 'ORION BAR P10000',
    slug: 'orion-bar-p10000',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Vapes',
    brand: 'Orion Bar',
    puffs: 10000,
  },
  {
    name: 'NORTH P5000',
    slug: 'north-p5000',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Vapes',
    brand: 'North',
    puffs: 5000,
  },
  {
    name: 'Lost Mary MO20000',
    slug: 'lost-mary-mo20000',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Vapes',
    brand: 'Lost Mary',
    puffs: 20000,
  },
  {
    name: 'Raz TN9000',
    slug: 'raz-tn9000',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Vapes',
    brand: 'Raz',
    puffs: 9000,
  },
  {
    name: 'Off Stamp SW9000',
    slug: 'off-stamp-sw9000',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Vapes',
    brand: 'Off Stamp',
    puffs: 9000,
  },
  {
    name: 'Kado Bar BR6000',
    slug: 'kado-bar-br6000',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Vapes',
    brand: 'Kado Bar',
    puffs: 6000,
  },
  {
    name: 'Nova Cloud 12000',
    slug: 'nova-cloud-12000',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Vapes',
    noPic: true,
    brand: 'Nova Cloud',
    puffs: 12000,
  },
  {
    name: 'Zephyr Max 15K',
    slug: 'zephyr-max-15k',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Selling',
    brand: 'Zephyr',
    puffs: 15000,
  },
  {
    name: 'Aurora Bar 8000',
    slug: 'aurora-bar-8000',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Selling',
    brand: 'Aurora',
    puffs: 8000,
  },
  {
    name: 'Lumen X 30000',
    slug: 'lumen-x-30000',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Selling',
    brand: 'Lumen',
    puffs: 30000,
  },
  {
    name: 'Tidal Puff 18000',
    slug: 'tidal-puff-18000',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Selling',
    brand: 'Tidal',
    puffs: 18000,
  },
  {
    name: 'Ember Stick 6000',
    slug: 'ember-stick-6000',
    kind: 'disposable',
    inMenu: true,
    homeGroup: 'Top Selling',
    brand: 'Ember',
    puffs: 6000,
  },
  { name: 'Mesa Mist 7500', slug: 'mesa-mist-7500', kind: 'disposable', inMenu: true, brand: 'Mesa', puffs: 7500 },
  { name: 'Vista Duo 20000', slug: 'vista-duo-20000', kind: 'disposable', inMenu: true, brand: 'Vista', puffs: 20000 },
  // Kits, juice, pods, bundles and hardware: reachable from Vapes but not in the header menu.
  { name: 'Aegis Kits', slug: 'aegis-kits', kind: 'kit', homeGroup: 'Top Selling', brand: 'Geek Vape' },
  { name: 'Pod Mod Kits', slug: 'pod-mod-kits', kind: 'kit' },
  { name: 'Freebase E-Liquid', slug: 'freebase-e-liquid', kind: 'juice' },
  { name: 'Nicotine Salt', slug: 'nicotine-salt', kind: 'juice' },
  { name: 'Replacement Pods', slug: 'replacement-pods', kind: 'pods' },
  { name: 'Vape Bundles', slug: 'vape-bundles', kind: 'bundle' },
  { name: 'Dab & Herb Vaporizers', slug: 'dab-herb-vaporizers', kind: 'hardware' },
];

/** Makers of pod and box-mod kits; also used for replacement pods and bundles. */
export const KIT_BRANDS: readonly string[] = [
  'Geek Vape',
  'Smok',
  'Vaporesso',
  'Uwell',
  'Voopoo',
  'Aspire',
  'Freemax',
  'Innokin',
  'Lost Vape',
  'Vandy Vape',
  'Horizon Tech',
  'OXVA',
  'Suorin',
  'Hellvape',
  'Dovpo',
];

/** E-liquid makers (ESI Select is the shop's own label, also used on general goods). */
export const JUICE_BRANDS: readonly string[] = [
  'Cloud Nurdz',
  'VaporLax',
  'Naked 100',
  'Coastal Clouds',
  'Pachamama',
  'Juice Head',
  'Jam Monster',
  'Candy King',
  'Keep It 100',
  'Twist E-Liquids',
  'Vapetasia',
  'Bad Drip',
  'Cuttwood',
  'Ripe Vapes',
  'Sadboy',
  'Glas Basix',
  'Air Factory',
  'Humble Juice Co.',
  'Nasty Juice',
  'Dinner Lady',
  'Cosmic Fog',
  'Marina Vape',
  'ESI Select',
];

/** 420 hardware makers; several also make glass, grinders or apparel. */
export const HARDWARE_BRANDS: readonly string[] = [
  'Puffco',
  'Lookah',
  'Yocan',
  'Ooze',
  'Pulsar',
  'Dr. Dabber',
  'Arizer',
  'DaVinci',
  'Kandypens',
  'Storz & Bickel',
  'Grav Labs',
  'Cookies',
  'Focus V',
];

/** Brands that only make general smoke-shop goods, so they never appear on a vape product. */
export const GENERAL_GOODS_BRANDS: readonly string[] = [
  'Duracell',
  'RAW',
  'Zig-Zag',
  'Clipper',
  'Scorch Torch',
  'Zyn',
  'Velo',
  'Rogue',
  'Truweigh',
  'Santa Cruz Shredder',
  'Ozium',
];

const DISPOSABLE_BRANDS: readonly string[] = VAPE_LINES.filter((l) => l.kind === 'disposable').map(
  (l) => l.brand ?? l.name,
);

const byName = (a: string, b: string): number => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Every brand of the catalogue (the brand filter's options), alphabetical. */
export const BRANDS: string[] = [
  ...new Set([...DISPOSABLE_BRANDS, ...KIT_BRANDS, ...JUICE_BRANDS, ...HARDWARE_BRANDS, ...GENERAL_GOODS_BRANDS]),
].sort(byName);

/** The 29 flavor filter options; Tobacco and Menthol matter for the states' flavor bans. */
export const FLAVORS: string[] = [
  'Fruit',
  'Berry',
  'Fruit and ice',
  'Melon',
  'Citrus',
  'Mint',
  'Tropical fruit',
  'Peach',
  'Tobacco',
  'Menthol',
  'Strawberry',
  'Watermelon',
  'Blue razz',
  'Grape',
  'Mango',
  'Apple',
  'Cherry',
  'Lemonade',
  'Pineapple',
  'Cola',
  'Coffee',
  'Vanilla',
  'Custard',
  'Dessert',
  'Candy',
  'Cotton candy',
  'Banana',
  'Blueberry',
  'Energy drink',
];

const pic = (slug: string): string => `/media/categories/${slug}.svg`;

type ChildSpec = readonly [name: string, slug: string];

/** Children in display order; `sort` follows the array position. */
const children = (specs: readonly ChildSpec[], menuGroup?: CategorySeed['menuGroup']): CategorySeed[] =>
  specs.map(([name, slug], i) => ({ name, slug, ...(menuGroup ? { menuGroup } : {}), pic: pic(slug), sort: i + 1 }));

const vapeChildren: CategorySeed[] = VAPE_LINES.map((line, i) => ({
  name: line.name,
  slug: line.slug,
  ...(line.inMenu ? { menuGroup: 'Vapes' as const } : {}),
  ...(line.homeGroup ? { homeGroup: line.homeGroup } : {}),
  ...(line.noPic ? {} : { pic: pic(line.slug) }),
  sort: i + 1,
}));

interface TopSpec {
  readonly name: string;
  readonly slug: string;
  readonly label?: string;
  readonly menuGroup?: CategorySeed['menuGroup'];
  readonly homeGroup?: HomeGroup;
  readonly children?: CategorySeed[];
}

/** The items of the header's All Categories menu, in the spec's order. */
const ALL_CATEGORIES_MENU: readonly (TopSpec & { readonly kids: readonly ChildSpec[] })[] = [
  {
    name: 'Candies',
    slug: 'candies',
    homeGroup: 'Others',
    kids: [
      ['Gummies', 'gummies'],
      ['Hard Candy', 'hard-candy'],
      ['Lollipops', 'lollipops'],
    ],
  },
  {
    name: 'Nicotine Pouches',
    slug: 'nicotine-pouches',
    homeGroup: 'Others',
    kids: [
      ['Mint Pouches', 'mint-pouches'],
      ['Fruit Pouches', 'fruit-pouches'],
      ['Coffee & Tobacco Pouches', 'coffee-tobacco-pouches'],
    ],
  },
  {
    name: 'Caps',
    slug: 'caps',
    kids: [
      ['Snapback Caps', 'snapback-caps'],
      ['Trucker Caps', 'trucker-caps'],
      ['Beanies', 'beanies'],
    ],
  },
  {
    name: 'Air Fresheners and Incense',
    slug: 'air-fresheners-and-incense',
    kids: [
      ['Incense Sticks', 'incense-sticks'],
      ['Incense Cones', 'incense-cones'],
      ['Odor Eliminators', 'odor-eliminators'],
    ],
  },
  {
    name: 'Adults',
    slug: 'adults',
    kids: [
      ['Adult Novelties', 'adult-novelties'],
      ['Intimate Wellness', 'intimate-wellness'],
    ],
  },
  {
    name: 'Rolling Paper',
    slug: 'rolling-paper',
    homeGroup: 'Others',
    kids: [
      ['Rolling Papers', 'rolling-papers'],
      ['Pre-Rolled Cones', 'pre-rolled-cones'],
      ['Filter Tips', 'filter-tips'],
    ],
  },
  {
    name: 'Duracell',
    slug: 'duracell',
    kids: [
      ['AA Batteries', 'aa-batteries'],
      ['AAA Batteries', 'aaa-batteries'],
      ['Coin Batteries', 'coin-batteries'],
    ],
  },
  {
    name: 'Personal Hygiene',
    slug: 'personal-hygiene',
    kids: [
      ['Oral Care', 'oral-care'],
      ['Deodorant', 'deodorant'],
      ['Skin Care', 'skin-care'],
    ],
  },
  {
    name: 'Cell Phone Accessories',
    slug: 'cell-phone-accessories',
    homeGroup: 'Others',
    kids: [
      ['Chargers', 'chargers'],
      ['Charging Cables', 'charging-cables'],
      ['Phone Cases', 'phone-cases'],
    ],
  },
  {
    name: 'Torch Lighters',
    slug: 'torch-lighters',
    homeGroup: 'Others',
    kids: [
      ['Single Flame Torches', 'single-flame-torches'],
      ['Triple Flame Torches', 'triple-flame-torches'],
      ['Butane Refills', 'butane-refills'],
    ],
  },
  {
    name: 'Apparel',
    slug: 'apparel',
    homeGroup: 'Others',
    kids: [
      ['T-Shirts', 't-shirts'],
      ['Hoodies', 'hoodies'],
      ['Socks', 'socks'],
    ],
  },
];

const TOP_LEVEL: readonly TopSpec[] = [
  { name: 'Vapes', slug: 'vapes', children: vapeChildren },
  {
    name: 'Pipes & Glass',
    slug: 'glass',
    label: 'Glass',
    homeGroup: 'Others',
    children: [
      ...children(
        [
          ['Glass', 'glass-pipes'],
          ['Oil Burner', 'oil-burner'],
        ],
        'Pipes & Glass',
      ),
      { name: 'Bongs', slug: 'bongs', pic: pic('bongs'), sort: 3 },
    ],
  },
  {
    name: 'Smoke Accessories',
    slug: 'smoke-accessories',
    homeGroup: 'Others',
    children: children(
      [
        ['Scales', 'scales'],
        ['Crush Grinders', 'crush-grinders'],
      ],
      'Smoke Accessories',
    ),
  },
  // Knives and Hats are leaves: their products have no subcategory.
  { name: 'Knives', slug: 'knives', homeGroup: 'Others' },
  { name: 'Hats', slug: 'hats' },
  ...ALL_CATEGORIES_MENU.map(({ kids, ...top }) => ({
    ...top,
    menuGroup: 'All Categories' as const,
    children: children(kids),
  })),
  {
    name: 'Medicines',
    slug: 'medicines',
    children: children([
      ['Pain Relief', 'pain-relief'],
      ['Cold & Flu', 'cold-and-flu'],
      ['Digestive Health', 'digestive-health'],
    ]),
  },
];

/** The two-level category tree, top-level categories in display order. */
export const CATEGORIES: CategorySeed[] = TOP_LEVEL.map((top, i) => ({
  name: top.name,
  slug: top.slug,
  ...(top.label ? { label: top.label } : {}),
  ...(top.menuGroup ? { menuGroup: top.menuGroup } : {}),
  ...(top.homeGroup ? { homeGroup: top.homeGroup } : {}),
  pic: pic(top.slug),
  sort: i + 1,
  ...(top.children ? { children: top.children } : {}),
}));
