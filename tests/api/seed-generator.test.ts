import {
  BRANDS,
  CATEGORIES,
  FLAVORS,
  GENERAL_GOODS_BRANDS,
  PRODUCT_TYPES,
  VAPE_KIT_TABS,
} from '../../api/src/db/seed/catalogue-data';
import {
  DEMO_PRODUCT_COUNT,
  FREE_SHIPPING_EDGE_PRICES,
  VAPE_CATEGORY_SLUG,
  generateProducts,
  seedStock,
} from '../../api/src/db/seed/product-generator';
import type { ProductSeed } from '../../api/src/db/seed/seed-types';
import { SlugRegistry, productSlugBase } from '../../api/src/db/product-slug';

const LARGE_COUNT = 100_000;
/** The UI shows this many products in a vape-kit tab before VIEW ALL. */
const TAB_PAGE = 12;

const demo = generateProducts(DEMO_PRODUCT_COUNT);
const vapes = demo.filter((p) => p.categorySlug === VAPE_CATEGORY_SLUG);
const nonVapes = demo.filter((p) => p.categorySlug !== VAPE_CATEGORY_SLUG);

const countBy = (
  products: readonly ProductSeed[],
  key: (p: ProductSeed) => string | undefined,
): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const p of products) {
    const k = key(p);
    if (k !== undefined) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
};

const missingFrom = (expected: readonly string[], actual: Iterable<string | undefined>): string[] => {
  const seen = new Set(actual);
  return expected.filter((x) => !seen.has(x));
};

describe('demo catalogue data', () => {
  const all = CATEGORIES.flatMap((c) => [c, ...(c.children ?? [])]);

  it('gives every category a unique lower-case hyphenated slug', () => {
    const slugs = all.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('lists 17 vape lines in the Vapes menu, among them the five the spec names', () => {
    const vapes = CATEGORIES.find((c) => c.slug === 'vapes');
    const menu = (vapes?.children ?? []).filter((c) => c.menuGroup === 'Vapes').map((c) => c.name);
    expect(menu).toHaveLength(17);
    expect(menu).toEqual(
      expect.arrayContaining([
        'Geek Bar Pulse 25000',
        'Solaris 25000',
        'Pillow Talk 40K',
        'ORION BAR P10000',
        'NORTH P5000',
      ]),
    );
  });

  it('lists the All Categories menu in the order of the spec', () => {
    expect(CATEGORIES.filter((c) => c.menuGroup === 'All Categories').map((c) => c.name)).toEqual([
      'Candies',
      'Nicotine Pouches',
      'Caps',
      'Air Fresheners and Incense',
      'Adults',
      'Rolling Paper',
      'Duracell',
      'Personal Hygiene',
      'Cell Phone Accessories',
      'Torch Lighters',
      'Apparel',
    ]);
  });

  it('leaves exactly one Top Vapes card without a picture for the default.jpg fallback', () => {
    const topVapes = all.filter((c) => c.homeGroup === 'Top Vapes');
    expect(topVapes.length).toBeGreaterThanOrEqual(8);
    expect(topVapes.filter((c) => c.pic === undefined)).toHaveLength(1);
  });

  it('offers the seven product types, 29 unique flavors and about 80 unique brands', () => {
    expect(PRODUCT_TYPES).toHaveLength(7);
    expect(new Set(FLAVORS).size).toBe(29);
    expect(FLAVORS).toEqual(expect.arrayContaining(['Tobacco', 'Menthol', 'Fruit and ice', 'Tropical fruit']));
    expect(new Set(BRANDS).size).toBe(BRANDS.length);
    expect(BRANDS.length).toBeGreaterThanOrEqual(75);
    expect(BRANDS.length).toBeLessThanOrEqual(85);
    expect(BRANDS).toEqual(
      expect.arrayContaining(['Lost Mary', 'Geek Vape', 'Puffco', 'Off Stamp', 'Cloud Nurdz', 'VaporLax', 'Geek Bar']),
    );
  });
});

describe('generateProducts', () => {
  it('returns the same catalogue on every run with the same seed', () => {
    expect(generateProducts(DEMO_PRODUCT_COUNT)).toEqual(demo);
    expect(generateProducts(DEMO_PRODUCT_COUNT, 7)).toEqual(generateProducts(DEMO_PRODUCT_COUNT, 7));
  });

  it('returns a different catalogue for a different seed', () => {
    expect(generateProducts(DEMO_PRODUCT_COUNT, 2)).not.toEqual(demo);
  });

  it('gives 100 000 products unique names and slugs and starts them with the demo catalogue', () => {
    const large = generateProducts(LARGE_COUNT);
    expect(large).toHaveLength(LARGE_COUNT);
    expect(new Set(large.map((p) => p.name)).size).toBe(LARGE_COUNT);
    expect(new Set(large.map((p) => p.slug)).size).toBe(LARGE_COUNT);
    expect(large.slice(0, DEMO_PRODUCT_COUNT)).toEqual(demo);
    // The migration gives existing products their counts by position alone.
    expect(large.filter((p, i) => p.stock !== seedStock(i + 1))).toEqual([]);
  });

  it('slugs each product from its brand, line, flavour and strength, without the catalogue number', () => {
    for (const p of demo) expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const pulse = demo.find((p) => p.subcategorySlug === 'geek-bar-pulse-25000')!;
    expect(pulse.slug).toBe(`${pulse.name.toLowerCase().replace(/ /g, '-')}-${pulse.nicotineMg}mg`);
  });

  it('stocks most products well, some low (1 to 9) and a few not at all, the first of each leaf always well', () => {
    const stocks = demo.map((p) => p.stock);
    const out = stocks.filter((n) => n === 0).length;
    const low = stocks.filter((n) => n > 0 && n < 10).length;
    expect(out).toBeGreaterThanOrEqual(5);
    expect(low).toBeGreaterThan(out);
    expect(stocks.filter((n) => n >= 200).length).toBeGreaterThan(demo.length * 0.8);
    expect(stocks.every((n) => Number.isInteger(n) && n >= 0 && n < 1000)).toBe(true);
    const firstOfLeaf = new Map<string, number>();
    for (const p of demo)
      if (!firstOfLeaf.has(p.subcategorySlug ?? p.categorySlug))
        firstOfLeaf.set(p.subcategorySlug ?? p.categorySlug, p.stock);
    expect([...firstOfLeaf.values()].every((n) => n >= 200)).toBe(true);
  });

  it('puts demo products in every subcategory and in every top-level category without children', () => {
    const leaves = CATEGORIES.flatMap((c) => (c.children?.length ? c.children.map((s) => s.slug) : [c.slug]));
    expect(
      missingFrom(
        leaves,
        demo.map((p) => p.subcategorySlug ?? p.categorySlug),
      ),
    ).toEqual([]);
  });

  it('only refers to categories, brands, flavors and types of the catalogue data', () => {
    const childrenOf = new Map(CATEGORIES.map((c) => [c.slug, new Set((c.children ?? []).map((s) => s.slug))]));
    for (const p of demo) {
      const children = childrenOf.get(p.categorySlug);
      expect(children).toBeDefined();
      if (p.subcategorySlug === undefined) expect(children?.size).toBe(0);
      else expect(children?.has(p.subcategorySlug)).toBe(true);
      expect(BRANDS).toContain(p.brand);
      if (p.flavor !== undefined) expect(FLAVORS).toContain(p.flavor);
      if (p.productType !== undefined) expect(PRODUCT_TYPES).toContain(p.productType);
    }
  });

  it('uses every vape brand on a vape product and the general-goods brands on other products', () => {
    const vapeBrands = BRANDS.filter((b) => !GENERAL_GOODS_BRANDS.includes(b));
    expect(
      missingFrom(
        vapeBrands,
        vapes.map((p) => p.brand),
      ),
    ).toEqual([]);
    expect(
      missingFrom(
        GENERAL_GOODS_BRANDS,
        nonVapes.map((p) => p.brand),
      ),
    ).toEqual([]);
    expect(vapes.filter((p) => GENERAL_GOODS_BRANDS.includes(p.brand))).toEqual([]);
  });

  it('uses every flavor on a vape product', () => {
    expect(
      missingFrom(
        FLAVORS,
        vapes.map((p) => p.flavor),
      ),
    ).toEqual([]);
  });

  it('uses every product type on vape products and none on other products', () => {
    expect(
      missingFrom(
        PRODUCT_TYPES,
        vapes.map((p) => p.productType),
      ),
    ).toEqual([]);
    expect(vapes.every((p) => p.productType !== undefined)).toBe(true);
    expect(nonVapes.filter((p) => p.productType !== undefined)).toEqual([]);
  });

  it('gives flavors to no general goods other than candies and nicotine pouches', () => {
    const flavored = new Set(nonVapes.filter((p) => p.flavor !== undefined).map((p) => p.categorySlug));
    expect([...flavored].sort()).toEqual(['candies', 'nicotine-pouches']);
  });

  it('describes disposables with puffs between 5000 and 40000 and nicotine between 18 and 55 mg', () => {
    const disposables = vapes.filter((p) => p.productType === 'Disposable Vape');
    expect(disposables.length).toBeGreaterThan(0);
    for (const p of disposables) {
      expect(p.puffs).toBeGreaterThanOrEqual(5000);
      expect(p.puffs).toBeLessThanOrEqual(40000);
      expect(p.nicotineMg).toBeGreaterThanOrEqual(18);
      expect(p.nicotineMg).toBeLessThanOrEqual(55);
      expect(p.description).toMatch(/puffs/);
    }
  });

  it('has general-goods products at exactly $89.99 and $89.98, the edges of the free-shipping threshold', () => {
    const prices = demo.map((p) => p.priceCents);
    expect(prices).toContain(FREE_SHIPPING_EDGE_PRICES.at);
    expect(prices).toContain(FREE_SHIPPING_EDGE_PRICES.under);
    expect(FREE_SHIPPING_EDGE_PRICES).toEqual({ at: 8999, under: 8998 });
    // General goods without flavor, so no state's vape or flavor rule can block a checkout test using them.
    const unrestricted = nonVapes.filter((p) => p.flavor === undefined).map((p) => p.priceCents);
    expect(unrestricted).toContain(FREE_SHIPPING_EDGE_PRICES.at);
    expect(unrestricted).toContain(FREE_SHIPPING_EDGE_PRICES.under);
  });

  it('prices every other product in whole cents ending in 99', () => {
    const others = demo.filter((p) => p.priceCents !== FREE_SHIPPING_EDGE_PRICES.under);
    expect(others.filter((p) => !Number.isInteger(p.priceCents) || p.priceCents % 100 !== 99)).toEqual([]);
  });

  it('numbers product images by their position in the catalogue', () => {
    demo.forEach((p, i) => expect(p.image).toBe(`/media/products/p-${i + 1}.svg`));
  });

  it('fills the first vape-kit tab past one page and keeps another tab within one page', () => {
    const tabs = countBy(demo, (p) => p.vapeKitTab);
    const first = VAPE_KIT_TABS[0] ?? '';
    expect(tabs.get(first)).toBeGreaterThan(TAB_PAGE);
    expect(VAPE_KIT_TABS.some((t) => (tabs.get(t) ?? 0) > 0 && (tabs.get(t) ?? 0) <= TAB_PAGE)).toBe(true);
    expect(demo.filter((p) => p.vapeKitTab !== undefined && p.vapeKitTab !== p.productType)).toEqual([]);
  });
});

describe('product slugs', () => {
  it('joins brand, name and strength, leaving out what the name already says', () => {
    const pulse = { brand: 'Geek Bar', name: 'Geek Bar Pulse 25000 Blue Razz Ice', nicotineMg: 50 };
    expect(productSlugBase(pulse)).toBe('geek-bar-pulse-25000-blue-razz-ice-50mg');
    expect(productSlugBase({ brand: 'Zyn', name: 'Cool Mint Pouches', nicotineMg: 6 })).toBe(
      'zyn-cool-mint-pouches-6mg',
    );
    expect(productSlugBase({ brand: 'Zyn', name: 'Zyn Cool Mint 6 mg', nicotineMg: 6 })).toBe('zyn-cool-mint-6mg');
    expect(productSlugBase({ brand: 'Storz & Bickel', name: 'Crème Brûlée 30 mL' })).toBe(
      'storz-and-bickel-creme-brulee-30ml',
    );
  });

  it('drops the catalogue number of a name, and numbers a slug that is taken', () => {
    const base = productSlugBase({ brand: 'RAW', name: 'RAW King Size Papers #2' });
    expect(base).toBe('raw-king-size-papers');
    const registry = new SlugRegistry();
    expect([base, base, base, `${base}-2`].map((slug) => registry.take(slug))).toEqual([
      base,
      `${base}-2`,
      `${base}-3`,
      `${base}-2-2`,
    ]);
  });
});
