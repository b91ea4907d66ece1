import type { ProductCompliance } from '../../modules/compliance/product-compliance.type';

/** Plain data the seed writes; the generator knows nothing of the database. */

export type HomeGroup = 'Top Vapes' | 'Top Selling' | 'Others';

export interface CategorySeed {
  name: string;
  /** Lower-case URL key, unique across all categories (e.g. "glass" for Pipes & Glass). */
  slug: string;
  /** Shown instead of the name where the spec renames it (Pipes & Glass is shown as Glass). */
  label?: string;
  /** Header menu group the category is listed under, if any. */
  menuGroup?: 'All Categories' | 'Vapes' | 'Pipes & Glass' | 'Smoke Accessories';
  /** Home-page card group, if any. */
  homeGroup?: HomeGroup;
  /** Picture path under /media/ (e.g. "/media/categories/candies.svg"); omitted means default.jpg fallback. */
  pic?: string;
  sort: number;
  children?: CategorySeed[];
}

export interface ProductSeed {
  /** Display name, unique within the catalogue. */
  name: string;
  /** URL key of the product page, unique (db/product-slug.ts). */
  slug: string;
  /** Slug of the top-level category. */
  categorySlug: string;
  /** Slug of the subcategory (a child of the category), if any. */
  subcategorySlug?: string;
  brand: string;
  flavor?: string;
  productType?: string;
  priceCents: number;
  description: string;
  /** Image path under /media/products/ (e.g. "/media/products/p-42.svg"). */
  image: string;
  puffs?: number;
  nicotineMg?: number;
  /** Product-type tab of the home page's vape-kit section, if the product is shown there. */
  vapeKitTab?: string;
  /** Units in the warehouse. */
  stock: number;
  /** The former price a sale is shown against; null when not on sale. */
  compareAtCents: number | null;
  /** What state rules and excise taxes read of it. */
  compliance: ProductCompliance;
}
