import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A subcategory (product line) in the category index.' })
export class CategoryIndexItem {
  @Field(() => String, { description: 'Name, as the search filter takes it.' }) name!: string;
  @Field(() => String, { description: 'Name to display.' }) label!: string;
}

@ObjectType({ description: 'A top-level category with its subcategories, in display order.' })
export class CategoryIndexEntry {
  @Field(() => String, { description: 'Name, as the search filter takes it.' }) name!: string;
  @Field(() => String, { description: 'Name to display (Pipes & Glass is shown as Glass).' }) label!: string;
  @Field(() => String, { nullable: true, description: 'Picture URL; null means use the default picture.' })
  pic!: string | null;
  @Field(() => [CategoryIndexItem], { description: 'Its subcategories, in display order.' })
  children!: CategoryIndexItem[];
}
