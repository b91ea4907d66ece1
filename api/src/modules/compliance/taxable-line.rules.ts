import type { Product } from '../catalog/product.type';
import type { TaxableLine } from './excise-tax.rules';

/**
 * A cart or order line as the excise taxes read it: the product's own figures, at its price now, and what the
 * shop's promotions take off the whole line (a percent-of-retail base may be after it).
 */
export function taxableLine(
  product: Pick<Product, 'id' | 'price' | 'endsKind' | 'liquidMl' | 'podsPerPack' | 'wholesaleCostCents'>,
  quantity: number,
  discountCents = 0,
): TaxableLine {
  return {
    productId: product.id,
    quantity,
    unitPriceCents: product.price,
    discountCents,
    // A vapour product's cost is at least a cent (the editor's rule); 0 is a product that never had one.
    wholesaleCostCents: product.wholesaleCostCents > 0 ? product.wholesaleCostCents : null,
    endsKind: product.endsKind,
    liquidMl: product.liquidMl,
    podsPerPack: product.podsPerPack,
  };
}
