import type { GraphQLClient } from './graphql-client';
import {
  CreateProductDocument,
  type ProductInput,
  ProductLookupsDocument,
  type ProductResultFieldsFragment,
} from '../../web/admin/src/graphql/__generated__/graphql';

/** A product's fields as the editor sends them: a real brand, category and line, a unique name. */
export async function productInput(
  client: GraphQLClient,
  overrides: Partial<ProductInput> = {},
): Promise<ProductInput> {
  const { productLookups } = await client.data(ProductLookupsDocument);
  const line = productLookups.lines.find((l) => l.parent)!;
  const word = `Qzx${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: `Zephyr ${word} Test Kit`,
    status: 'DRAFT',
    brand: productLookups.brands[0]!.name,
    category: line.parent!,
    line: line.name,
    type: productLookups.types[0]!.name,
    flavour: productLookups.flavours[0]!.name,
    nicotineMg: 50,
    puffs: 5000,
    description: `A ${word} made for the tests.`,
    priceCents: 1999,
    compareAtPriceCents: null,
    pictureUrl: null,
    lowStockThreshold: 3,
    ...overrides,
  };
}

/** The saved product of a ProductResult, or a failure naming the refused fields. */
export function saved<T extends ProductResultFieldsFragment>(result: T): Extract<T, { __typename: 'AdminProduct' }> {
  if (result.__typename !== 'AdminProduct') {
    throw new Error(`refused: ${JSON.stringify(result.__typename === 'InputErrors' ? result.errors : result)}`);
  }
  return result as Extract<T, { __typename: 'AdminProduct' }>;
}

/** Creates a product through the admin API. */
export async function createdProduct(client: GraphQLClient, overrides: Partial<ProductInput> = {}) {
  const input = await productInput(client, overrides);
  return { input, product: saved((await client.data(CreateProductDocument, { input })).createProduct) };
}
