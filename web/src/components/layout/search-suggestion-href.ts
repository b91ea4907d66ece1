import { paths } from '../../config/paths';
import type { SearchSuggestionsQuery } from '../../graphql/__generated__/graphql';

export type Suggestion = SearchSuggestionsQuery['searchSuggestions'][number];

/** Where a suggestion leads: a brand's products, a line or category's list, or a product's page. */
export function suggestionHref(suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case 'BRAND':
      return paths.brand(suggestion.label);
    case 'LINE':
      return paths.productLine(suggestion.label, suggestion.category);
    case 'CATEGORY':
      return paths.search({ category: suggestion.label });
    case 'PRODUCT':
      return suggestion.product ? paths.product(suggestion.product.slug) : paths.search({ text: suggestion.label });
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
