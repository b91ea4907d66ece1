import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Product } from './product.type';

export enum HomeGroup {
  TOP_VAPES = 'Top Vapes',
  TOP_SELLING = 'Top Selling',
  OTHERS = 'Others',
}
registerEnumType(HomeGroup, { name: 'HomeGroup', description: 'The card groups of the home page.' });

@ObjectType({ description: 'A category card of the home page.', simpleResolvers: true })
export class CategoryCard {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Category or subcategory name, as the search filter takes it.' }) name!: string;
  @Field(() => String, { description: 'Name to display (Pipes & Glass is shown as Glass).' }) label!: string;
  @Field(() => String, { nullable: true, description: 'Picture URL; null means use the default picture.' })
  pic!: string | null;
  @Field(() => String, { nullable: true, description: 'Parent category of a subcategory card.' })
  parent!: string | null;
}

@ObjectType({ description: 'A tab of the vape-kit section of the home page.', simpleResolvers: true })
export class VapeKitTab {
  @Field(() => String) name!: string;
  @Field(() => [Product]) products!: Product[];
}

@ObjectType({ simpleResolvers: true })
export class MenuItem {
  @Field(() => String, { description: 'Category or subcategory name for the search link.' }) name!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true, description: "Picture URL (the category's icon); null means none." })
  pic!: string | null;
}

@ObjectType({ description: 'A dropdown group of the header menu.', simpleResolvers: true })
export class MenuGroup {
  @Field(() => String) name!: string;
  @Field(() => [MenuItem]) items!: MenuItem[];
}
