import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AdminContext } from '../../admin-context';
import { Allow } from '../../common/admin-permissions';
import { toResult } from '../../common/input-errors';
import type { InputErrors } from '../../common/input-errors.types';
import { PageInput, pageWindow } from '../../common/page.input';
import { notFound } from '../../errors';
import { Permission } from '../staff/permission.type';
import {
  AdjustStockInput,
  AdminProduct,
  AdminProductPage,
  ProductFilterInput,
  ProductInput,
  ProductLookups,
  ProductResult,
  StockMovementView,
} from './product-admin.types';
import type { AdminProductView, ProductAdminService } from './product-admin.service';
import type { StockLedgerService } from './stock-ledger.service';

/** A product id from the API: NOT_FOUND for anything that cannot be one (the database is never asked). */
function productIdOf(id: string): number {
  const productId = Number(id);
  if (!/^\d{1,9}$/.test(id) || !Number.isSafeInteger(productId)) throw notFound(`No product has the id ${id}.`);
  return productId;
}

const toProduct = (view: AdminProductView): AdminProduct => Object.assign(new AdminProduct(), view);

/** Products and stock in the back office. */
@Resolver(() => AdminProduct)
export class ProductAdminResolver {
  constructor(
    private readonly catalogue: ProductAdminService,
    private readonly stock: StockLedgerService,
  ) {}

  @Query(() => AdminProductPage, { description: 'Products of every status, filtered, a page at a time.' })
  @Allow(Permission.READ_CATALOG)
  async products(
    @Arg('filter', () => ProductFilterInput, { description: 'Which products.' }) filter: ProductFilterInput,
    @Arg('page', () => PageInput, { description: 'Which page.' }) page: PageInput,
  ): Promise<AdminProductPage> {
    const { products, total } = await this.catalogue.list(filter, pageWindow(page));
    return Object.assign(new AdminProductPage(), { products: products.map(toProduct), total });
  }

  @Query(() => AdminProduct, { nullable: true, description: 'One product of any status; null for an unknown id.' })
  @Allow(Permission.READ_CATALOG)
  async product(@Arg('id', () => ID, { description: 'The product’s id.' }) id: string): Promise<AdminProduct | null> {
    const found = await this.catalogue.get(Number(id));
    return found && toProduct(found);
  }

  @Query(() => ProductLookups, { description: 'The names the product editor’s selects offer.' })
  @Allow(Permission.READ_CATALOG)
  async productLookups(): Promise<ProductLookups> {
    return Object.assign(new ProductLookups(), await this.catalogue.lookups());
  }

  @FieldResolver(() => [StockMovementView], { description: 'The stock ledger, newest first.' })
  async stockLedger(
    @Root() product: AdminProduct,
    @Arg('limit', () => Int, { defaultValue: 50, description: 'How many movements, up to 200.' }) limit: number,
  ): Promise<StockMovementView[]> {
    const movements = await this.stock.movements(Number(product.id), Math.min(Math.max(limit, 1), 200));
    return movements.map((m) => Object.assign(new StockMovementView(), m));
  }

  @Mutation(() => ProductResult, { description: 'Creates a product (stock 0; record a movement to stock it).' })
  @Allow(Permission.UPDATE_CATALOG)
  async createProduct(
    @Arg('input', () => ProductInput, { description: 'Every field.' }) input: ProductInput,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminProduct | InputErrors> {
    return toResult(await this.catalogue.create(await ctx.actor(), input), toProduct);
  }

  @Mutation(() => ProductResult, { description: 'Saves every field of a product; NOT_FOUND for an unknown id.' })
  @Allow(Permission.UPDATE_CATALOG)
  async updateProduct(
    @Arg('id', () => ID, { description: 'The product’s id.' }) id: string,
    @Arg('input', () => ProductInput, { description: 'Every field.' }) input: ProductInput,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminProduct | InputErrors> {
    return toResult(await this.catalogue.update(await ctx.actor(), productIdOf(id), input), toProduct);
  }

  @Mutation(() => ProductResult, { description: 'Records a stock movement; refused when stock would go below zero.' })
  @Allow(Permission.UPDATE_STOCK)
  async adjustStock(
    @Arg('input', () => AdjustStockInput, { description: 'The product, the change and why.' }) input: AdjustStockInput,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminProduct | InputErrors> {
    const productId = productIdOf(input.productId);
    const outcome = await this.stock.adjust(await ctx.actor(), { ...input, productId });
    if (!outcome.ok) return toResult(outcome, toProduct);
    return toProduct((await this.catalogue.get(productId))!);
  }
}
