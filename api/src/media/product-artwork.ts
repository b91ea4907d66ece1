/**
 * A product's artwork: the drawing of its kind in its flavour's or brand's colours, labelled with its
 * brand and line, and the content-hashed URL of each view (so a browser may keep it for a year).
 */
import { createHash } from 'node:crypto';
import { DrawingVersions } from './drawing-versions';
import { type ArtworkKind, productKind } from './artwork-kinds';
import { DRAWINGS } from './artwork-drawings';
import { type Tint, tintOf } from './artwork-palette';
import { escapeXml, svgDocument, textLines, truncate, wrapName } from './svg-images';

/** The views drawn besides the product itself: `{image}?view=pack`, `{image}?view=flavor`. */
export const PRODUCT_VIEWS = ['pack', 'flavor'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/** What the artwork is drawn from. */
export interface ArtworkSubject {
  name: string;
  brand: string;
  flavor: string | null;
  categorySlug: string;
  subcategorySlug: string | null;
  productType: string | null;
}

const BRAND_CHARS = 20;

/** The product's line: its name without the brand in front and without a catalogue number. */
export function lineOf({ name, brand }: Pick<ArtworkSubject, 'name' | 'brand'>): string {
  const bare = name.replace(/\s+#\d+$/, '').trim();
  const rest = bare.toLowerCase().startsWith(brand.toLowerCase() + ' ') ? bare.slice(brand.length + 1) : bare;
  return rest || bare;
}

/** Brand in bold capitals, the line below it in two lines at most. */
function label(subject: ArtworkSubject, y: number, fill: string): string {
  return (
    textLines([truncate(subject.brand.toUpperCase(), BRAND_CHARS)], y, 26, fill) +
    textLines(wrapName(lineOf(subject), 24, 2), y + 34, 22, fill, false)
  );
}

function productPicture(subject: ArtworkSubject, kind: ArtworkKind, tint: Tint): string {
  return (
    `<rect width="400" height="400" fill="${tint.background}"/>` + DRAWINGS[kind](tint) + label(subject, 290, '#222')
  );
}

function packPicture(subject: ArtworkSubject, tint: Tint): string {
  return (
    `<rect width="400" height="400" fill="${tint.background}"/>` +
    `<path d="M90 60l40-30h200l-40 30z" fill="${tint.light}"/>` +
    `<path d="M290 60l40-30v290l-40 30z" fill="${tint.dark}"/>` +
    `<rect x="70" y="60" width="220" height="290" rx="6" fill="${tint.body}"/>` +
    `<rect x="86" y="200" width="188" height="120" rx="6" fill="#fff" opacity=".9"/>` +
    label(subject, 240, '#222')
  );
}

function flavorPicture(subject: ArtworkSubject, flavor: string, tint: Tint): string {
  return (
    `<rect width="400" height="400" fill="${tint.background}"/>` +
    `<circle cx="200" cy="130" r="100" fill="${tint.body}"/>` +
    `<text x="200" y="140" font-family="sans-serif" font-size="30" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(truncate(flavor, 16))}</text>` +
    label(subject, 290, '#222')
  );
}

/** One view of a product as an SVG document; null for a flavour view of an unflavoured product. */
export function productArtworkSvg(subject: ArtworkSubject, view: ProductView | null = null): string | null {
  const kind = productKind(subject);
  const tint = tintOf(subject.flavor, subject.brand);
  const data = { kind, tint: tint.family, view: view ?? 'product' };
  if (view === 'pack') return svgDocument(`${subject.name}, in its pack`, packPicture(subject, tint), data);
  if (view === 'flavor') {
    if (subject.flavor === null) return null;
    return svgDocument(`${subject.flavor}: ${subject.name}`, flavorPicture(subject, subject.flavor, tint), data);
  }
  return svgDocument(subject.name, productPicture(subject, kind, tint), data);
}

/** A short hash of a drawing: its URL's version, and its ETag. */
export function contentVersion(svg: string): string {
  return createHash('sha1').update(svg).digest('base64url').slice(0, 12);
}

const PRODUCT_VIEW_URLS = new DrawingVersions<ArtworkSubject>(
  50_000,
  (a, b) =>
    a.name === b.name &&
    a.brand === b.brand &&
    a.flavor === b.flavor &&
    a.categorySlug === b.categorySlug &&
    a.subcategorySlug === b.subcategorySlug &&
    a.productType === b.productType,
);

/** The URL of one view, versioned by its content: `/media/products/p-1.svg?view=pack&v=…`. */
export function artworkUrl(image: string, subject: ArtworkSubject, view: ProductView | null = null): string | null {
  return PRODUCT_VIEW_URLS.urlOf(`${image}#${view}`, subject, () => {
    const svg = productArtworkSvg(subject, view);
    return svg === null ? null : `${image}?${view === null ? '' : `view=${view}&`}v=${contentVersion(svg)}`;
  });
}
