import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Product } from './product.type';

export enum HomeGroup {
  TOP_VAPES = 'Top Vapes',
  TOP_SELLING = 'Top Selling',
  OTHERS = 'Others',
}
registerEnumType(HomeGroup, {
  name: 'HomeGroup',
  description: 'The card groups of the home page.',
  valuesConfig: {
    TOP_VAPES: { description: 'The cards under the "Top Vapes" heading.' },
    TOP_SELLING: { description: 'The cards under the "Top Selling" heading.' },
    OTHERS: { description: 'The cards under the "Others" heading.' },
  },
});

@ObjectType({ description: 'A category card of the home page.', simpleResolvers: true })
export class CategoryCard {
  @Field(() => ID, { description: 'Stable id of the card.' }) id!: string;
  @Field(() => String, { description: 'Category or subcategory name, as the search filter takes it.' }) name!: string;
  @Field(() => String, { description: 'Name to display (Pipes & Glass is shown as Glass).' }) label!: string;
  @Field(() => String, { nullable: true, description: 'Picture URL; null means use the default picture.' })
  pic!: string | null;
  @Field(() => String, { nullable: true, description: 'Parent category of a subcategory card.' })
  parent!: string | null;
}

@ObjectType({ description: 'A tab of the vape-kit section of the home page.', simpleResolvers: true })
export class VapeKitTab {
  @Field(() => String, { description: 'Tab title, e.g. a product type.' }) name!: string;
  @Field(() => [Product], { description: 'The products the tab shows, in display order.' }) products!: Product[];
}

@ObjectType({ description: 'An entry of a header menu group: a link to a search.', simpleResolvers: true })
export class MenuItem {
  @Field(() => String, { description: 'Category or subcategory name for the search link.' }) name!: string;
  @Field(() => String, { description: 'Text to display.' }) label!: string;
  @Field(() => String, { nullable: true, description: "Picture URL (the category's icon); null means none." })
  pic!: string | null;
}

@ObjectType({ description: 'A dropdown group of the header menu.', simpleResolvers: true })
export class MenuGroup {
  @Field(() => String, { description: 'Group title, e.g. "Vapes".' }) name!: string;
  @Field(() => [MenuItem], { description: 'Its entries, in display order.' }) items!: MenuItem[];
}
