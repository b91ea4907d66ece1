import type { ProductPageQuery } from '../../../graphql/__generated__/graphql';

type SpecProduct = Pick<
  NonNullable<ProductPageQuery['product']>,
  'name' | 'brand' | 'flavor' | 'nicotineMg' | 'puffs' | 'productType' | 'category' | 'subcategory'
>;

/** A size the catalogue writes into names: "60 mL" of e-liquid, an "8 in" bong, a "10000 mAh" power bank. */
const SIZE_IN_NAME = /\b(\d+(?:\.\d+)?)\s?(mL|ml|mAh|in|ft|g|W)\b/;

/** The rows a product has, in a fixed order; a value it lacks leaves its row out. */
export function specRows(product: SpecProduct): [label: string, value: string][] {
  const size = SIZE_IN_NAME.exec(product.name);
  const capacity = size && /^(ml|mah)$/i.test(size[2]!);
  const rows: [string, string | null][] = [
    ['Brand', product.brand],
    ['Flavour', product.flavor],
    ['Nicotine strength', product.nicotineMg === null ? null : `${product.nicotineMg} mg`],
    ['Puffs', product.puffs === null ? null : product.puffs.toLocaleString('en-US')],
    [capacity ? 'Capacity' : 'Size', size ? `${size[1]} ${size[2]}` : null],
    ['Product type', product.productType],
    ['Category', [product.category, product.subcategory].filter(Boolean).join(' › ')],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** The specification table of a product page. */
export function ProductSpecs({ product }: { product: SpecProduct }) {
  return (
    <table className="product-specs">
      <tbody>
        {specRows(product).map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
