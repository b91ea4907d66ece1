import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context';
import { RequestBatch } from '../../common/request-batch';
import { ShippingRestriction } from '../compliance/shipping-restriction.types';
import type { ShippingRuleRow, ShippingRulesService } from '../compliance/shipping-rules.service';
import type { CatalogService } from './catalog.service';
import { Product } from './product.type';

/**
 * The product page's fields that need another statement. Each is batched per request, so asking them of a
 * whole list costs one statement, not one per product.
 */
@Resolver(() => Product)
export class ProductResolver {
  private readonly relatedBatch: RequestBatch<string, Product[]>;
  private readonly barringBatch: RequestBatch<Product, ShippingRuleRow[]>;

  constructor(catalog: CatalogService, rules: ShippingRulesService) {
    this.relatedBatch = new RequestBatch((ids) => catalog.relatedProducts(ids));
    // The shipping rules belong to the orders module: the catalogue asks its service.
    this.barringBatch = new RequestBatch((products) => rules.rulesBarring(products));
  }

  @FieldResolver(() => [Product], {
    description: 'Up to 8 other products to suggest: the same line first, then the same brand.',
    complexity: ({ childComplexity }) => 10 + 8 * childComplexity,
  })
  related(@Root() product: Product, @Ctx() ctx: AppContext): Promise<Product[]> {
    return this.relatedBatch.get(ctx, product.id);
  }

  @FieldResolver(() => [ShippingRestriction], {
    description: 'The rules in force today that keep this product from a US state: where it cannot be shipped.',
    complexity: ({ childComplexity }) => 5 + childComplexity,
  })
  restrictedStates(@Root() product: Product, @Ctx() ctx: AppContext): Promise<ShippingRuleRow[]> {
    return this.barringBatch.get(ctx, product);
  }
}
