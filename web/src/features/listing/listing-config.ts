import type { PageSizes, ProductListScope } from '../../components/product-list/product-list-params';
import { LISTING_PATHS, type ListingKey } from './listing-paths';

/** What part of the catalogue a listing shows, in the search API's terms. */
export type ListingScope = ProductListScope;

export interface ListingSection {
  /** The switch's label when a page has more than one section. */
  label: string;
  scope: ListingScope;
}

export interface ListingConfig {
  path: string;
  /** The <h1> and tab title. */
  title: string;
  /** The last breadcrumb, after Home. */
  breadcrumb: string;
  intro: string;
  /**
   * Usually one. The search API takes one category, so a page for two (Knives & Hats) switches between
   * them; the choice lives in the URL like the filters.
   */
  sections: readonly [ListingSection, ...ListingSection[]];
  /** Spec section 9: category listings show 3 a page by default; the all-products page shows more. */
  defaultPageSize?: ListingPageSize;
}

/** Spec section 9: the category listings' page sizes. */
export const LISTING_PAGE_SIZES = [3, 6, 30, 50] as const;
export type ListingPageSize = (typeof LISTING_PAGE_SIZES)[number];
export const DEFAULT_LISTING_PAGE_SIZE: ListingPageSize = 3;

/** A listing's page sizes, starting at its own default. */
export function listingPageSizes(listing: ListingConfig): PageSizes<ListingPageSize> {
  return { sizes: LISTING_PAGE_SIZES, defaultSize: listing.defaultPageSize ?? DEFAULT_LISTING_PAGE_SIZE };
}

const one = (label: string, scope: ListingScope): ListingConfig['sections'] => [{ label, scope }];

/** Every listing page's content; the seeded categories and product types are in api/src/db/seed/catalogue-data.ts. */
const CONTENT: Record<ListingKey, Omit<ListingConfig, 'path'>> = {
  catNixodine: {
    title: 'Nicotine Salt E-Liquids',
    breadcrumb: 'Nicotine Salt',
    intro: 'Smooth nicotine salt e-liquids made for pod systems, in strengths from 18 mg to 55 mg.',
    sections: one('Nicotine Salt', { category: 'Vapes', subcategory: 'Nicotine Salt' }),
  },
  catDisposables: {
    title: 'Disposable Vapes',
    breadcrumb: 'Disposables',
    intro: 'Ready to use out of the box: pre-filled, pre-charged disposables from the brands you know.',
    sections: one('Disposables', { category: 'Vapes', productType: 'Disposable Vape' }),
  },
  catVaporizers: {
    title: 'Vaporizers & Vape Kits',
    breadcrumb: 'Vaporizers',
    intro: 'Refillable pod and box-mod kits for every style of vaping.',
    sections: one('Vape Kits', { productType: 'Vape Kits' }),
  },
  catVapejuice: {
    title: 'Vape Juice',
    breadcrumb: 'Vape Juice',
    intro: 'Freebase and salt e-liquids in fruit, dessert, menthol and tobacco flavors.',
    sections: one('Vape Juice', { productType: 'Vape Juice' }),
  },
  catPouches: {
    title: 'Nicotine Pouches',
    breadcrumb: 'Nicotine Pouches',
    intro: 'Smoke-free, spit-free nicotine pouches in mint, fruit, coffee and tobacco.',
    sections: one('Nicotine Pouches', { category: 'Nicotine Pouches' }),
  },
  glassesAndBong: {
    title: 'Glasses & Bongs',
    breadcrumb: 'Glasses & Bongs',
    intro: 'Hand pipes, water pipes, bongs and oil burners in borosilicate glass.',
    sections: one('Pipes & Glass', { category: 'Pipes & Glass' }),
  },
  knivesAndHats: {
    title: 'Knives & Hats',
    breadcrumb: 'Knives & Hats',
    intro: 'Pocket knives and multi-tools, and hats to wear with them. Choose a category to browse.',
    sections: [
      { label: 'Knives', scope: { category: 'Knives' } },
      { label: 'Hats', scope: { category: 'Hats' } },
    ],
  },
  mobileAccessories: {
    title: 'Mobile Accessories',
    breadcrumb: 'Mobile Accessories',
    intro: 'Chargers, cables and cases to keep your phone going.',
    sections: one('Cell Phone Accessories', { category: 'Cell Phone Accessories' }),
  },
  medicines: {
    title: 'Medicines',
    breadcrumb: 'Medicines',
    intro: 'Everyday over-the-counter relief for pain, colds and digestion.',
    sections: one('Medicines', { category: 'Medicines' }),
  },
  catCandies: {
    title: 'Candies',
    breadcrumb: 'Candies',
    intro: 'Gummies, hard candy and lollipops for the sweet tooth.',
    sections: one('Candies', { category: 'Candies' }),
  },
  catRollingPaper: {
    title: 'Rolling Paper',
    breadcrumb: 'Rolling Paper',
    intro: 'Papers, pre-rolled cones and filter tips from the names smokers trust.',
    sections: one('Rolling Paper', { category: 'Rolling Paper' }),
  },
  catTorchLighters: {
    title: 'Torch Lighters',
    breadcrumb: 'Torch Lighters',
    intro: 'Single and triple flame torches, and the butane to refill them.',
    sections: one('Torch Lighters', { category: 'Torch Lighters' }),
  },
  catApparel: {
    title: 'Apparel',
    breadcrumb: 'Apparel',
    intro: 'T-shirts, hoodies and socks from the shop and the brands we carry.',
    sections: one('Apparel', { category: 'Apparel' }),
  },
  allProducts: {
    title: 'All Products',
    breadcrumb: 'All Products',
    intro: 'The whole catalogue in one place: narrow it down with the filters.',
    sections: one('All Products', {}),
    defaultPageSize: 30,
  },
};

/** Every listing page, in menu order. */
export const LISTINGS: readonly ListingConfig[] = (Object.keys(LISTING_PATHS) as ListingKey[]).map((key) => ({
  path: LISTING_PATHS[key],
  ...CONTENT[key],
}));

/** The listing of a path, matched without regard to case like the router. */
export function listingFor(pathname: string): ListingConfig | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  return LISTINGS.find((listing) => listing.path.toLowerCase() === wanted);
}
