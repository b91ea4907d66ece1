import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context';
import { RequestBatch } from '../../common/request-batch';
import type { CatalogService } from '../catalog/catalog.service';
import { Product } from '../catalog/product.type';
import { OrderLine } from './order.types';

/** An order line's product as the catalogue sells it now, for its page link; batched per request. */
@Resolver(() => OrderLine)
export class OrderLineResolver {
  private readonly products: RequestBatch<number, Product | null>;

  constructor(catalog: CatalogService) {
    this.products = new RequestBatch(async (ids) => {
      const found = new Map((await catalog.productsByIds(ids)).map((p) => [Number(p.id), p]));
      return ids.map((id) => found.get(id) ?? null);
    });
  }

  @FieldResolver(() => Product, {
    nullable: true,
    description: 'The product as sold today; null once it is no longer sold (the line keeps its name and price).',
  })
  product(@Root() line: OrderLine, @Ctx() ctx: AppContext): Promise<Product | null> {
    return line.productId ? this.products.get(ctx, Number(line.productId)) : Promise.resolve(null);
  }
}
