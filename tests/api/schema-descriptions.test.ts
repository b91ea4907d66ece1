import { undescribed } from '../../scripts/check-schema-descriptions';

describe('the schema description rule of npm run lint', () => {
  it('names every undescribed type, field, argument, input value and enum value, but not the root types', () => {
    const sdl = `
      type Query { "described" product(id: ID, "described" slug: String): Product }
      type Product { id: ID! }
      "described" input Filter { brand: String }
      enum Sort { "described" NAME PRICE }
      union Result = Product
      scalar Money
    `;
    expect(undescribed(sdl)).toEqual([
      'Query.product(id)',
      'Product',
      'Product.id',
      'Filter.brand',
      'Sort',
      'Sort.PRICE',
      'Result',
      'Money',
    ]);
  });

  it('finds nothing to name in a described schema', () => {
    expect(undescribed('"Shop" type Query { "One" one: Int }')).toEqual([]);
  });
});
