import { LEGACY_DEFAULT_PAGE_SIZE } from '../../modules/catalog/catalog.constants';
import type { LegacyCall } from '../legacy-types';
import { legacyProduct } from '../legacy-shapes';

/** Call 7: the catalogue search with its facet counts; `Products` is left out when nothing matches. */
export const productsCall: LegacyCall = async ({ fields }, { catalog }) => {
  const result = await catalog.search(
    {
      category: fields.optional('category'),
      subcategory: fields.optional('subcategory'),
      brand: fields.optional('brand'),
      flavor: fields.optional('flavor'),
      productType: fields.optional('prodtype'),
      search: fields.optional('search'),
      page: fields.wholeNumber('page', 1),
      pageSize: fields.wholeNumber('pagesize', LEGACY_DEFAULT_PAGE_SIZE),
      // The contract's order: by name, as the old system listed.
      sort: 'NAME',
    },
    'match-nothing',
  );
  return {
    body: {
      // Old clients test for the key itself to show "No products found".
      ...(result.total > 0 ? { Products: result.products.map(legacyProduct) } : {}),
      Total: result.total,
      Brands: result.facets.brands.map((f) => ({ brandname: f.name, count: f.count })),
      Flavors: result.facets.flavors.map((f) => ({ flavor: f.name, count: f.count })),
      ProductType: result.facets.productTypes.map((f) => ({ prodtype: f.name, count: f.count })),
    },
  };
};
