import { escapeXml } from '../media/svg-images';
import type { Product } from '../modules/catalog/product.type';
import { StockAvailability } from '../modules/catalog/stock.rules';

/** The web app's title suffix (web/src/lib/use-document-title.ts), so the tab reads the same before and after it runs. */
const SHOP_NAME = 'ESI Vape & Smoke Shop';
/** Search engines show about this much of a description. */
const DESCRIPTION_CHARS = 160;

/** What the server puts into the head of the app's HTML for one page. */
export interface PageHead {
  title: string;
  description?: string;
  /** Further elements, already escaped. */
  tags: string[];
}

const attr = (text: string): string => escapeXml(text);

/** JSON for a <script> data block: nothing in it can close the element or start markup. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** Cents as the decimal string schema.org's offers take ("19.99"). */
const price = (cents: number): string => (cents / 100).toFixed(2);

/**
 * A product page's head for link previews and crawlers, which do not run the app: title, description,
 * canonical URL, Open Graph and a JSON-LD Product with its offer.
 */
export function productHead(product: Product, publicUrl: string): PageHead {
  const url = `${publicUrl}/products/${product.slug}`;
  const description = shorten(product.description || `${product.name} from ${product.brand}.`, DESCRIPTION_CHARS);
  // A shop's photograph may live elsewhere (an https URL); our drawings are paths on this site.
  const images = product.gallery.map((picture) =>
    picture.url.startsWith('/') ? publicUrl + picture.url : picture.url,
  );
  const inStock = product.availability !== StockAvailability.OUT_OF_STOCK;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    sku: product.id,
    url,
    image: images,
    brand: { '@type': 'Brand', name: product.brand },
    category: [product.category, product.subcategory].filter(Boolean).join(' > '),
    offers: {
      '@type': 'Offer',
      url,
      price: price(product.price),
      priceCurrency: 'USD',
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  const meta = (property: string, content: string) => `<meta property="${property}" content="${attr(content)}" />`;
  return {
    title: `${product.name} | ${SHOP_NAME}`,
    description,
    tags: [
      `<link rel="canonical" href="${attr(url)}" />`,
      meta('og:type', 'product'),
      meta('og:site_name', SHOP_NAME),
      meta('og:title', product.name),
      meta('og:description', description),
      meta('og:url', url),
      ...images.slice(0, 1).map((image) => meta('og:image', image)),
      meta('product:price:amount', price(product.price)),
      meta('product:price:currency', 'USD'),
      `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
    ],
  };
}

/** The head of an address that names no page or no product: the app shows its not-found page. */
export function notFoundHead(): PageHead {
  return { title: `Page not found | ${SHOP_NAME}`, tags: ['<meta name="robots" content="noindex" />'] };
}

/** The app's HTML with this head: its title and description replaced, the other elements added. */
export function withHead(html: string, head: PageHead): string {
  // Replacements are functions, so a "$" in a product's name is never read as a pattern.
  let page = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${attr(head.title)}</title>`);
  if (head.description !== undefined) {
    const description = `<meta name="description" content="${attr(head.description)}" />`;
    page = page.replace(/<meta\s+name="description"[^>]*>/, () => description);
  }
  return page.replace('</head>', () => `    ${head.tags.join('\n    ')}\n  </head>`);
}
