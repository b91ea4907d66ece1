import { Field, Float, ID, InputType, Int, ObjectType, createUnionType } from 'type-graphql';
import { InputErrors } from '../../common/input-errors.types';
import { ProductStatus, StockReason } from './product-status.type';
import { CharacterizingFlavour, EndsKind, FdaMarketingStatus } from '../compliance/compliance-enums.types';

@ObjectType({ description: 'One movement of the stock ledger.' })
export class StockMovementView {
  @Field(() => ID, { description: 'The movement’s number; higher is later.' }) id!: string;
  @Field(() => String, { description: 'When (ISO 8601, UTC).' }) at!: string;
  @Field(() => Int, { description: 'Units added (positive) or taken (negative).' }) change!: number;
  @Field(() => StockReason, { description: 'Why.' }) reason!: StockReason;
  @Field(() => String, { nullable: true, description: 'The staff member’s note.' }) note!: string | null;
  @Field(() => String, { nullable: true, description: 'Who (their e-mail); null for an order or the system.' })
  staffEmail!: string | null;
  @Field(() => Int, { description: 'The level after the movement.' }) levelAfter!: number;
}

@ObjectType({ description: 'A product as the back office edits it: every field the shop shows, its status and stock.' })
export class AdminProduct {
  @Field(() => ID, { description: 'The product’s id.' }) id!: string;
  @Field(() => String, { description: 'The name the shop shows.' }) name!: string;
  @Field(() => String, { description: 'The URL key of its shop page; fixed once it has been in the shop.' })
  slug!: string;
  @Field(() => Boolean, { description: 'Whether it has ever been in the shop (then the slug cannot change).' })
  published!: boolean;
  @Field(() => ProductStatus, { description: 'Draft, active or archived.' }) status!: ProductStatus;
  @Field(() => String, { description: 'Brand name.' }) brand!: string;
  @Field(() => String, { description: 'Category name.' }) category!: string;
  @Field(() => String, { nullable: true, description: 'Product line: a subcategory of the category.' })
  line!: string | null;
  @Field(() => String, { nullable: true, description: 'Product type name.' }) type!: string | null;
  @Field(() => String, { nullable: true, description: 'Flavour name.' }) flavour!: string | null;
  @Field(() => Int, { nullable: true, description: 'Nicotine strength in mg/mL.' }) nicotineMg!: number | null;
  @Field(() => Int, { nullable: true, description: 'Puffs a disposable gives.' }) puffs!: number | null;
  @Field(() => String, { description: 'The description the product page shows.' }) description!: string;
  @Field(() => Int, { description: 'Price in US cents.' }) priceCents!: number;
  @Field(() => Int, { nullable: true, description: 'Former price in US cents (on sale when set).' })
  compareAtPriceCents!: number | null;
  @Field(() => String, { nullable: true, description: 'The photograph’s URL (https or a path); null: the drawing.' })
  pictureUrl!: string | null;
  @Field(() => Int, { description: 'Units on the shelf.' }) stock!: number;
  @Field(() => Int, { description: 'At or below this many units the product counts as low on stock.' })
  lowStockThreshold!: number;
  @Field(() => Boolean, { description: 'Stock at or below the threshold.' }) lowStock!: boolean;
  @Field(() => String, { description: 'When it was created (ISO 8601, UTC).' }) createdAt!: string;
  @Field(() => EndsKind, { nullable: true, description: 'Its kind of vapour product; null: not a vapour product.' })
  endsKind!: EndsKind | null;
  @Field(() => Float, { nullable: true, description: 'E-liquid per unit sold (the whole pack), in mL.' })
  liquidMl!: number | null;
  @Field(() => Int, { nullable: true, description: 'Cartridges or pods per unit sold.' }) podsPerPack!: number | null;
  @Field(() => Int, { description: 'What the shop paid per unit, in US cents (some states tax it).' })
  wholesaleCostCents!: number;
  @Field(() => CharacterizingFlavour, { description: 'The flavour that characterizes it, as flavour bans read it.' })
  characterizingFlavour!: CharacterizingFlavour;
  @Field(() => FdaMarketingStatus, { description: 'Its FDA marketing status.' }) fdaStatus!: FdaMarketingStatus;
}

@ObjectType({ description: 'A page of products.' })
export class AdminProductPage {
  @Field(() => [AdminProduct], { description: 'The products, by relevance with text, else by name.' })
  products!: AdminProduct[];
  @Field(() => Int, { description: 'How many products match the filter.' }) total!: number;
}

@ObjectType({ description: 'A name the product editor can choose.' })
export class LookupOption {
  @Field(() => String, { description: 'The name, as products take it.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'For a product line: its category.' }) parent!: string | null;
}

@ObjectType({ description: 'What the product editor’s selects offer.' })
export class ProductLookups {
  @Field(() => [LookupOption], { description: 'Top-level categories.' }) categories!: LookupOption[];
  @Field(() => [LookupOption], { description: 'Product lines, each with its category.' }) lines!: LookupOption[];
  @Field(() => [LookupOption], { description: 'Brands.' }) brands!: LookupOption[];
  @Field(() => [LookupOption], { description: 'Product types.' }) types!: LookupOption[];
  @Field(() => [LookupOption], { description: 'Flavours.' }) flavours!: LookupOption[];
}

@InputType({ description: 'Which products; every part is optional.' })
export class ProductFilterInput {
  @Field(() => String, { nullable: true, description: 'Words, as the shop’s search reads them (any status).' })
  text?: string | null;
  @Field(() => String, { nullable: true, description: 'Only this category (or product line), by name.' })
  category?: string | null;
  @Field(() => String, { nullable: true, description: 'Only this brand, by name.' }) brand?: string | null;
  @Field(() => ProductStatus, { nullable: true, description: 'Only this status.' }) status?: ProductStatus | null;
  @Field(() => Boolean, { nullable: true, description: 'Only products on sale (true) or not (false).' })
  onSale?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Only products at or below their low-stock threshold.' })
  lowStock?: boolean | null;
}

@InputType({ description: 'Every field of a product; the server checks each and names the ones it refuses.' })
export class ProductInput {
  @Field(() => String, { description: 'The name (unique in any case).' }) name!: string;
  @Field(() => String, { nullable: true, description: 'The URL key; empty: made from brand, name and strength.' })
  slug?: string | null;
  @Field(() => ProductStatus, { description: 'Draft, active or archived.' }) status!: ProductStatus;
  @Field(() => String, { description: 'Brand name (one the catalogue has).' }) brand!: string;
  @Field(() => String, { description: 'Category name (a top-level one).' }) category!: string;
  @Field(() => String, { nullable: true, description: 'Product line: a subcategory of the category.' })
  line?: string | null;
  @Field(() => String, { nullable: true, description: 'Product type name.' }) type?: string | null;
  @Field(() => String, { nullable: true, description: 'Flavour name.' }) flavour?: string | null;
  @Field(() => Int, { nullable: true, description: 'Nicotine strength in mg/mL, 0 to 100.' })
  nicotineMg?: number | null;
  @Field(() => Int, { nullable: true, description: 'Puffs, 1 to 1 000 000.' }) puffs?: number | null;
  @Field(() => String, { nullable: true, description: 'Description, up to 20 000 characters.' })
  description?: string | null;
  @Field(() => Int, { description: 'Price in US cents, more than 0.' }) priceCents!: number;
  @Field(() => Int, { nullable: true, description: 'Former price in US cents, above the price; null: not on sale.' })
  compareAtPriceCents?: number | null;
  @Field(() => String, { nullable: true, description: 'Photograph URL: https://… or a path on this site.' })
  pictureUrl?: string | null;
  @Field(() => Int, { nullable: true, description: 'Low-stock threshold in units (default 5).' })
  lowStockThreshold?: number | null;
  @Field(() => EndsKind, { nullable: true, description: 'Its kind of vapour product; null: not a vapour product.' })
  endsKind?: EndsKind | null;
  @Field(() => Float, {
    nullable: true,
    description: 'E-liquid per unit in mL, to 2 decimals; needed for closed systems, disposables and e-liquids.',
  })
  liquidMl?: number | null;
  @Field(() => Int, { nullable: true, description: 'Cartridges or pods per unit; needed for a closed system.' })
  podsPerPack?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Wholesale cost per unit in US cents; needed for a vapour product.',
  })
  wholesaleCostCents?: number | null;
  @Field(() => CharacterizingFlavour, { nullable: true, description: 'The characterizing flavour (default NONE).' })
  characterizingFlavour?: CharacterizingFlavour | null;
  @Field(() => FdaMarketingStatus, { nullable: true, description: 'The FDA marketing status (default NONE).' })
  fdaStatus?: FdaMarketingStatus | null;
}

@InputType({ description: 'A stock movement a staff member records.' })
export class AdjustStockInput {
  @Field(() => ID, { description: 'The product.' }) productId!: string;
  @Field(() => Int, { description: 'Units added (positive) or taken (negative); never below zero in all.' })
  change!: number;
  @Field(() => StockReason, { description: 'Why (not ORDER, which orders record themselves).' })
  reason!: StockReason;
  @Field(() => String, { nullable: true, description: 'A note, up to 500 characters.' }) note?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'A key for this one adjustment (e.g. a UUID per form): a retry with it does not move stock twice.',
  })
  requestKey?: string | null;
}

export const ProductResult = createUnionType({
  name: 'ProductResult',
  description: 'The product as saved, or the fields refused.',
  types: () => [AdminProduct, InputErrors] as const,
});
