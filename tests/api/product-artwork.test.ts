import { createHash } from 'node:crypto';
import { CATEGORIES } from '../../api/src/db/seed/catalogue-data';
import { DEMO_PRODUCT_COUNT, generateProducts } from '../../api/src/db/seed/product-generator';
import { ARTWORK_KINDS, categoryKind, productKind } from '../../api/src/media/artwork-kinds';
import { DRAWINGS } from '../../api/src/media/artwork-drawings';
import { tintOf } from '../../api/src/media/artwork-palette';
import { type ArtworkSubject, artworkUrl, lineOf, productArtworkSvg } from '../../api/src/media/product-artwork';
import { categorySvg, defaultCategorySvg } from '../../api/src/media/svg-images';
import { wellFormednessErrors } from '../support/xml-check';

const demo = generateProducts(DEMO_PRODUCT_COUNT);
const subjectOf = (p: (typeof demo)[number]): ArtworkSubject => ({
  name: p.name,
  brand: p.brand,
  flavor: p.flavor ?? null,
  categorySlug: p.categorySlug,
  subcategorySlug: p.subcategorySlug ?? null,
  productType: p.productType ?? null,
});
const svgOf = (subject: ArtworkSubject, view: 'pack' | 'flavor' | null = null) => productArtworkSvg(subject, view)!;
const attribute = (svg: string, name: string) => new RegExp(`<svg [^>]*data-${name}="([^"]*)"`).exec(svg)?.[1];
const subject = (over: Partial<ArtworkSubject>): ArtworkSubject => ({
  name: 'Geek Bar Pulse 25000 Cool Mint',
  brand: 'Geek Bar',
  flavor: 'Mint',
  categorySlug: 'vapes',
  subcategorySlug: 'geek-bar-pulse-25000',
  productType: 'Disposable Vape',
  ...over,
});

describe('the kind of a product', () => {
  it('maps every seeded product to a kind that is not the generic one', () => {
    const generic = demo.filter((p) => productKind(subjectOf(p)) === 'generic').map((p) => p.name);
    expect(generic).toEqual([]);
  });

  it('tells the catalogue apart: disposables, kits, bottles, pods, bundles, glass, apparel …', () => {
    const kinds = new Set(demo.map((p) => productKind(subjectOf(p))));
    expect([...kinds].sort()).toEqual(ARTWORK_KINDS.filter((k) => k !== 'generic').sort());
    const kindOfLeaf = (leaf: string) => productKind(subjectOf(demo.find((p) => p.subcategorySlug === leaf)!));
    expect(kindOfLeaf('geek-bar-pulse-25000')).toBe('disposable');
    expect(kindOfLeaf('aegis-kits')).toBe('box-mod');
    expect(kindOfLeaf('pod-mod-kits')).toBe('pod-kit');
    expect(kindOfLeaf('nicotine-salt')).toBe('e-liquid');
    expect(kindOfLeaf('replacement-pods')).toBe('pods');
    expect(kindOfLeaf('vape-bundles')).toBe('bundle');
    expect(kindOfLeaf('bongs')).toBe('bong');
    expect(kindOfLeaf('crush-grinders')).toBe('grinder');
    expect(kindOfLeaf('t-shirts')).toBe('shirt');
    expect(kindOfLeaf('single-flame-torches')).toBe('torch');
  });

  it('falls back to the product type, then to the generic drawing, for a category the shop adds', () => {
    const added = { categorySlug: 'new-stuff', subcategorySlug: null };
    expect(productKind({ ...added, productType: 'Vape Juice' })).toBe('e-liquid');
    expect(productKind({ ...added, productType: null })).toBe('generic');
  });

  it('gives every category an icon of its own kind or its parent’s', () => {
    for (const top of CATEGORIES) {
      expect([top.slug, categoryKind(top.slug, null)]).not.toEqual([top.slug, 'generic']);
      for (const child of top.children ?? []) {
        expect([child.slug, categoryKind(child.slug, top.slug)]).not.toEqual([child.slug, 'generic']);
      }
    }
  });
});

describe('product artwork', () => {
  it('draws each kind differently and says which it is', () => {
    const bottle = svgOf(subject({ categorySlug: 'vapes', subcategorySlug: 'freebase-e-liquid' }));
    const pen = svgOf(subject({}));
    expect(attribute(pen, 'kind')).toBe('disposable');
    expect(attribute(bottle, 'kind')).toBe('e-liquid');
    const shapes = (svg: string) => svg.replace(/<text.*?<\/text>|<title>.*?<\/title>/g, '');
    expect(shapes(pen)).not.toBe(shapes(bottle));
    const tint = tintOf('Mint', 'x');
    expect(new Set(ARTWORK_KINDS.map((kind) => DRAWINGS[kind](tint))).size).toBe(ARTWORK_KINDS.length);
  });

  it('tints by flavour family, and by brand when unflavoured', () => {
    expect(attribute(svgOf(subject({ flavor: 'Mint' })), 'tint')).toBe('ice');
    expect(attribute(svgOf(subject({ flavor: 'Berry' })), 'tint')).toBe('berry');
    expect(attribute(svgOf(subject({ flavor: 'Mango' })), 'tint')).toBe('tropical');
    expect(attribute(svgOf(subject({ flavor: 'Tobacco' })), 'tint')).toBe('brown');
    expect(svgOf(subject({ flavor: 'Mint' }))).toContain(tintOf('Mint', 'Geek Bar').body);
    expect(tintOf('Mint', 'a').body).toMatch(/^hsl\(17\d,/);
    expect(tintOf('Grape', 'a').body).toMatch(/^hsl\(28\d,/);
    const knife = subject({ flavor: null, categorySlug: 'knives', subcategorySlug: null });
    expect(attribute(svgOf(knife), 'tint')).toBe('brand');
    expect(svgOf({ ...knife, brand: 'Cookies' })).not.toBe(svgOf({ ...knife, brand: 'Pulsar' }));
  });

  it('labels the drawing with the brand and the line, escaped', () => {
    const svg = svgOf(subject({}));
    expect(svg).toContain('>GEEK BAR<');
    expect(svg).toContain('>Pulse 25000 Cool Mint<');
    expect(lineOf({ name: 'RAW King Size Papers #2', brand: 'RAW' })).toBe('King Size Papers');
    const hostile = svgOf(subject({ brand: 'Storz & Bickel', name: 'Storz & Bickel <b>Volcano</b>' }));
    expect(hostile).toContain('STORZ &amp; BICKEL');
    expect(hostile).toContain('&lt;b&gt;Volcano&lt;/b&gt;');
  });

  it('versions each view by its content', () => {
    const mint = artworkUrl('/media/products/p-1.svg', subject({}))!;
    expect(mint).toMatch(/^\/media\/products\/p-1\.svg\?v=[\w-]{12}$/);
    expect(artworkUrl('/media/products/p-1.svg', subject({}))).toBe(mint);
    expect(artworkUrl('/media/products/p-1.svg', subject({ flavor: 'Berry' }))).not.toBe(mint);
    expect(artworkUrl('/media/products/p-1.svg', subject({}), 'pack')).toMatch(/\?view=pack&v=/);
    expect(artworkUrl('/media/products/p-1.svg', subject({ flavor: null }), 'flavor')).toBeNull();
  });

  it('names the version of the drawing it would serve, whichever subject was asked before', () => {
    const image = '/media/products/p-2.svg';
    const subjects = [subject({}), subject({ brand: 'Raz' }), subject({ name: 'Raz TN9000 Cool Mint' })];
    for (const view of [null, 'pack', 'flavor'] as const) {
      for (const s of [...subjects, ...subjects]) {
        const svg = productArtworkSvg(s, view)!;
        const version = createHash('sha1').update(svg).digest('base64url').slice(0, 12);
        expect(artworkUrl(image, s, view)).toBe(`${image}?${view ? `view=${view}&` : ''}v=${version}`);
      }
    }
  });
});

describe('generated SVG documents', () => {
  const hostile = 'Bad <script>alert("x")</script> & \'Co\' <b>bold</b> ]]> &amp;';
  const bad = subject({ name: hostile, brand: hostile, flavor: hostile });
  const images = [
    svgOf(bad),
    svgOf(bad, 'pack'),
    svgOf(bad, 'flavor'),
    categorySvg('odd-slug', hostile, 'generic'),
    defaultCategorySvg(),
    ...demo.map((p) => svgOf(subjectOf(p))),
  ];

  it('escapes markup in names so the document stays well-formed', () => {
    for (const svg of images) expect(wellFormednessErrors(svg)).toEqual([]);
    expect(images[0]).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });

  it('detects a malformed document, so the check above can fail', () => {
    expect(wellFormednessErrors('<svg><text>a & b</text></svg>')).not.toEqual([]);
    expect(wellFormednessErrors('<svg><text>a</svg>')).not.toEqual([]);
  });

  it('contains no script, link or external font', () => {
    for (const svg of images) {
      expect(svg).not.toMatch(/<script|\son\w+=/i);
      expect(svg).not.toMatch(/href|@import|url\(|<a[\s>]|<foreignObject|<style|<image/i);
    }
  });

  it('stays small and square, the line within two lines for long names', () => {
    for (const svg of images) {
      expect(Buffer.byteLength(svg)).toBeLessThan(3072);
      expect(svg).toContain('viewBox="0 0 400 400" width="400" height="400"');
    }
    const long = svgOf(subject({ name: 'Very '.repeat(60) }));
    expect(long.match(/<tspan/g)?.length).toBe(3);
  });

  it('draws a category as its icon, not a letter', () => {
    const candies = categorySvg('candies', 'Candies', categoryKind('candies', null));
    expect(attribute(candies, 'kind')).toBe('candy');
    expect(candies).not.toMatch(/font-size="96"/);
    expect(categorySvg('candies', 'Candies', 'candy')).not.toBe(categorySvg('caps', 'Candies', 'candy'));
  });
});
