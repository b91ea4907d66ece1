import { useParams, useSearchParams } from 'react-router-dom';
import { withPage } from '../../lib/query-params';
import {
  PRODUCT_LIST_PARAM,
  type PageSizes,
  type ProductListChange,
  applyProductListChange,
  clearProductListFilters,
  parseProductList,
} from './product-list-params';

/**
 * The URL state of a product list (the search page, every category listing): the scope of a legacy
 * /SearchProduct path, and the search text, facets, page, page size and section in the query string, so a
 * filtered page can be bookmarked and Back works.
 */
export function useProductListParams<Size extends number>(pageSizes: PageSizes<Size>) {
  // The names of routePatterns' /SearchProduct parameters; a page without them has none.
  const { category, subcategory, text } = useParams();
  const [params, setParams] = useSearchParams();
  const state = parseProductList({ category, subcategory, text }, params, pageSizes);
  const context = { defaultSize: pageSizes.defaultSize, routeText: state.routeText };

  const change = (value: ProductListChange<Size>) =>
    setParams((current) => applyProductListChange(current, value, context));

  const setPage = (page: number) => setParams((current) => withPage(current, page, PRODUCT_LIST_PARAM.page));

  const clearFilters = () => setParams((current) => clearProductListFilters(current));

  /** The query string of a section's link (its filters start over). */
  const sectionSearch = (section: number) => {
    const next = applyProductListChange(params, { section }, context).toString();
    return next ? `?${next}` : '';
  };

  return { state, change, setPage, clearFilters, sectionSearch };
}
