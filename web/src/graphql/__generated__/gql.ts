/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query HomePage {\n  topVapes: categoryCards(group: TOP_VAPES) {\n    ...CategoryCardFields\n  }\n  topSelling: categoryCards(group: TOP_SELLING) {\n    ...CategoryCardFields\n  }\n  others: categoryCards(group: OTHERS) {\n    ...CategoryCardFields\n  }\n  vapeKitTabs {\n    name\n    products {\n      ...ProductCard\n    }\n  }\n}\n\nfragment CategoryCardFields on CategoryCard {\n  id\n  name\n  label\n  pic\n  parent\n}": typeof types.HomePageDocument,
    "query MenuGroups {\n  menuGroups {\n    name\n    items {\n      name\n      label\n    }\n  }\n}": typeof types.MenuGroupsDocument,
    "fragment ProductCard on Product {\n  id\n  name\n  price\n  image\n  category\n  subcategory\n}": typeof types.ProductCardFragmentDoc,
    "query SearchProducts($input: ProductSearchInput!) {\n  searchProducts(input: $input) {\n    total\n    page\n    pageSize\n    pageCount\n    products {\n      ...ProductCard\n      brand\n      flavor\n      productType\n    }\n    facets {\n      productTypes {\n        name\n        count\n      }\n      brands {\n        name\n        count\n      }\n      flavors {\n        name\n        count\n      }\n    }\n  }\n}": typeof types.SearchProductsDocument,
};
const documents: Documents = {
    "query HomePage {\n  topVapes: categoryCards(group: TOP_VAPES) {\n    ...CategoryCardFields\n  }\n  topSelling: categoryCards(group: TOP_SELLING) {\n    ...CategoryCardFields\n  }\n  others: categoryCards(group: OTHERS) {\n    ...CategoryCardFields\n  }\n  vapeKitTabs {\n    name\n    products {\n      ...ProductCard\n    }\n  }\n}\n\nfragment CategoryCardFields on CategoryCard {\n  id\n  name\n  label\n  pic\n  parent\n}": types.HomePageDocument,
    "query MenuGroups {\n  menuGroups {\n    name\n    items {\n      name\n      label\n    }\n  }\n}": types.MenuGroupsDocument,
    "fragment ProductCard on Product {\n  id\n  name\n  price\n  image\n  category\n  subcategory\n}": types.ProductCardFragmentDoc,
    "query SearchProducts($input: ProductSearchInput!) {\n  searchProducts(input: $input) {\n    total\n    page\n    pageSize\n    pageCount\n    products {\n      ...ProductCard\n      brand\n      flavor\n      productType\n    }\n    facets {\n      productTypes {\n        name\n        count\n      }\n      brands {\n        name\n        count\n      }\n      flavors {\n        name\n        count\n      }\n    }\n  }\n}": types.SearchProductsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomePage {\n  topVapes: categoryCards(group: TOP_VAPES) {\n    ...CategoryCardFields\n  }\n  topSelling: categoryCards(group: TOP_SELLING) {\n    ...CategoryCardFields\n  }\n  others: categoryCards(group: OTHERS) {\n    ...CategoryCardFields\n  }\n  vapeKitTabs {\n    name\n    products {\n      ...ProductCard\n    }\n  }\n}\n\nfragment CategoryCardFields on CategoryCard {\n  id\n  name\n  label\n  pic\n  parent\n}"): (typeof documents)["query HomePage {\n  topVapes: categoryCards(group: TOP_VAPES) {\n    ...CategoryCardFields\n  }\n  topSelling: categoryCards(group: TOP_SELLING) {\n    ...CategoryCardFields\n  }\n  others: categoryCards(group: OTHERS) {\n    ...CategoryCardFields\n  }\n  vapeKitTabs {\n    name\n    products {\n      ...ProductCard\n    }\n  }\n}\n\nfragment CategoryCardFields on CategoryCard {\n  id\n  name\n  label\n  pic\n  parent\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MenuGroups {\n  menuGroups {\n    name\n    items {\n      name\n      label\n    }\n  }\n}"): (typeof documents)["query MenuGroups {\n  menuGroups {\n    name\n    items {\n      name\n      label\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard on Product {\n  id\n  name\n  price\n  image\n  category\n  subcategory\n}"): (typeof documents)["fragment ProductCard on Product {\n  id\n  name\n  price\n  image\n  category\n  subcategory\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchProducts($input: ProductSearchInput!) {\n  searchProducts(input: $input) {\n    total\n    page\n    pageSize\n    pageCount\n    products {\n      ...ProductCard\n      brand\n      flavor\n      productType\n    }\n    facets {\n      productTypes {\n        name\n        count\n      }\n      brands {\n        name\n        count\n      }\n      flavors {\n        name\n        count\n      }\n    }\n  }\n}"): (typeof documents)["query SearchProducts($input: ProductSearchInput!) {\n  searchProducts(input: $input) {\n    total\n    page\n    pageSize\n    pageCount\n    products {\n      ...ProductCard\n      brand\n      flavor\n      productType\n    }\n    facets {\n      productTypes {\n        name\n        count\n      }\n      brands {\n        name\n        count\n      }\n      flavors {\n        name\n        count\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;