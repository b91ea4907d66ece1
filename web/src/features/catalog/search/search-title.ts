import { ANY_CATEGORY } from '../../../config/paths';

export interface SearchScope {
  category?: string;
  subcategory?: string;
  search: string;
}

/** The page heading: the search text, else the product line, else the category, else all products. */
export function searchTitle({ category, subcategory, search }: SearchScope): string {
  if (search) return `Results for “${search}”`;
  if (subcategory) return subcategory;
  if (category && category !== ANY_CATEGORY) return category;
  return 'All Products';
}
