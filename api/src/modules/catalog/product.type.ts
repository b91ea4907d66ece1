import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { CharacterizingFlavour, EndsKind } from '../compliance/product-compliance.type';
import { PageInfo } from '../../common/page.types';
import { MoneyScalar } from '../../common/money.scalar';
import { LOW_STOCK_THRESHOLD } from './catalog.constants';
import { ProductSort } from './product-search.input';
import type { SortOrder } from './product-filters.types';
import { StockAvailability } from './stock.rules';

registerEnumType(StockAvailability, {
  name: 'StockAvailability',
  description: `Whether a product can be bought: LOW_STOCK is fewer than ${LOW_STOCK_THRESHOLD} units left.`,
  valuesConfig: {
    IN_STOCK: { description: `${LOW_STOCK_THRESHOLD} units or more in stock.` },
    LOW_STOCK: { description: `1 to ${LOW_STOCK_THRESHOLD - 1} units in stock: the page says how many are left.` },
    OUT_OF_STOCK: { description: 'None in stock: it cannot be added to a cart or ordered.' },
  },
});

@ObjectType({ description: 'One picture of a product, with its size so the page keeps its place.' })
export class ProductImage {
  @Field(() => String, { description: "Our drawing under /media/ (versioned), or the shop's photograph." })
  url!: string;
  @Field(() => String, { description: 'Text alternative: what the picture shows.' }) alt!: string;
  @Field(() => Int, { description: 'Width in CSS pixels.' }) width!: number;
  @Field(() => Int, { description: 'Height in CSS pixels.' }) height!: number;
}

/** A product as every listing shows it: names of its category, brand and so on, not ids. */
@ObjectType({ description: 'A product of the catalogue.', simpleResolvers: true })
export class Product {
  @Field(() => ID, { description: 'Stable id of the product, for the cart and orders.' }) id!: string;
  @Field(() => String, { description: 'URL key of the product page, /products/{slug}; never changes.' })
  slug!: string;
  @Field(() => String, { description: 'Display name, brand and line included.' }) name!: string;
  @Field(() => MoneyScalar, { description: 'Catalogue price in cents: what an order is charged.' }) price!: number;
  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'The former price a sale is shown against (always above price); null when not on sale.',
  })
  compareAtPrice!: number | null;
  @Field(() => Boolean, { description: 'Whether the product has a compare-at price.' }) onSale!: boolean;
  @Field(() => Int, {
    nullable: true,
    description: 'Whole percentage off the compare-at price; null when not on sale.',
  })
  savingPercent!: number | null;
  @Field(() => String, { description: 'The main picture: gallery[0].url.' }) image!: string;
  @Field(() => String, { description: 'Plain-text description for the product page; may be empty.' })
  description!: string;
  @Field(() => String, { description: 'Name of its category, e.g. "Vapes".' }) category!: string;
  @Field(() => String, { nullable: true, description: 'Subcategory or product line.' }) subcategory!: string | null;
  @Field(() => String, { description: 'Name of its brand.' }) brand!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Its flavour, e.g. "Blue Razz Ice"; null for unflavoured goods.',
  })
  flavor!: string | null;
  @Field(() => String, { nullable: true, description: 'Its type, e.g. "Disposable Vape"; null when it has none.' })
  productType!: string | null;
  @Field(() => Int, { nullable: true, description: 'Puffs a disposable gives, as its maker states; null for others.' })
  puffs!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Nicotine strength in mg per mL (50 is 5 %); null when not stated.',
  })
  nicotineMg!: number | null;
  @Field(() => Int, { description: 'Units in stock.' }) stock!: number;
  @Field(() => StockAvailability, { description: 'Whether it can be bought now, from stock.' })
  availability!: StockAvailability;
  @Field(() => [ProductImage], { description: 'The pictures of the product page, the main one first.' })
  gallery!: ProductImage[];
  /** Its kind of vapour product, null for none: what state rules read (not in the shop's schema). */
  endsKind!: EndsKind | null;
  /** The flavour that characterizes it, as flavour bans read it (not in the shop's schema). */
  characterizingFlavour!: CharacterizingFlavour;
  /** What excise taxes measure (not in the shop's schema: the cost never reaches a shopper). */
  liquidMl!: number | null;
  podsPerPack!: number | null;
  wholesaleCostCents!: number;
}

@ObjectType({ description: 'What is on sale, for the home banner and the Deals link.', simpleResolvers: true })
export class SaleSummary {
  @Field(() => Int, { description: 'Active products on sale.' }) productCount!: number;
  @Field(() => Int, { nullable: true, description: 'The largest savingPercent among them; null when none.' })
  largestSavingPercent!: number | null;
}

@ObjectType({ description: 'One value of a filter and how many products it would show.', simpleResolvers: true })
export class Facet {
  @Field(() => String, { description: 'The value as filters take it, e.g. a brand name.' }) name!: string;
  @Field(() => Int, { description: 'Products the search would show with this value added.' }) count!: number;
}

@ObjectType({ description: 'The values of each filter, with their counts.', simpleResolvers: true })
export class ProductFacets {
  @Field(() => [Facet], { description: 'Counted over the other active filters.' }) productTypes!: Facet[];
  @Field(() => [Facet], { description: 'Brands, counted over the other active filters.' }) brands!: Facet[];
  @Field(() => [Facet], { description: 'Flavours, counted over the other active filters.' }) flavors!: Facet[];
}

@ObjectType({ description: 'One page of a product search, with its filters.', simpleResolvers: true })
export class ProductSearchResult extends PageInfo {
  @Field(() => [Product], { description: 'The products of this page, in the sort order.' }) products!: Product[];
  @Field(() => ProductFacets, { description: 'Filter values over the whole result, not this page.' })
  facets!: ProductFacets;
  @Field(() => ProductSort, { description: 'The order in force: the one asked, else the default.' })
  sort!: SortOrder;
  @Field(() => String, {
    nullable: true,
    description: 'When the search text finds nothing: the closest term the catalogue knows, as it is spelt there.',
  })
  didYouMean!: string | null;
}
