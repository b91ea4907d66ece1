import { paths } from '../../config/paths';
import type { SearchSuggestionsQuery } from '../../graphql/__generated__/graphql';
import { productListQuery } from '../product-list/product-list-params';

export type Suggestion = SearchSuggestionsQuery['searchSuggestions'][number];

/**
 * Where a suggestion leads: a brand's products, a line or category's list, or a product. A product opens the
 * search for its exact name, which lists it first (the product page's route is not in the app yet).
 */
export function suggestionHref(suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case 'BRAND':
      return paths.search() + productListQuery({ brands: [suggestion.label] });
    case 'LINE':
      return paths.productLine(suggestion.label, suggestion.category);
    case 'CATEGORY':
      return paths.search({ category: suggestion.label });
    case 'PRODUCT':
      return paths.search({ text: suggestion.label });
  }
}

/** What kind of suggestion it is, in words (shown beside it, and read with it). */
export function suggestionKind(suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case 'BRAND':
      return 'Brand';
    case 'LINE':
      return suggestion.category ? `In ${suggestion.category}` : 'Product line';
    case 'CATEGORY':
      return 'Category';
    case 'PRODUCT':
      return 'Product';
  }
}
