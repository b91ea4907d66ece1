import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Product } from './product.type';

export const SearchSuggestionKind = {
  PRODUCT: 'PRODUCT',
  BRAND: 'BRAND',
  LINE: 'LINE',
  CATEGORY: 'CATEGORY',
} as const;
export type SuggestionKind = keyof typeof SearchSuggestionKind;
registerEnumType(SearchSuggestionKind, {
  name: 'SearchSuggestionKind',
  description: 'What a type-ahead suggestion opens: a product, or the products of a brand, line or category.',
  valuesConfig: {
    PRODUCT: { description: "One product: opens its page (the suggestion's product)." },
    BRAND: { description: "A brand: opens the list of the brand's products." },
    LINE: { description: 'A product line: opens its list under its category.' },
    CATEGORY: { description: "A category: opens the category's list." },
  },
});

@ObjectType({ description: 'One type-ahead suggestion of the header search.', simpleResolvers: true })
export class SearchSuggestion {
  @Field(() => SearchSuggestionKind, { description: 'What the suggestion opens.' }) kind!: SuggestionKind;
  @Field(() => String, { description: 'What to show: the product, brand, line or category name.' }) label!: string;
  @Field(() => String, {
    nullable: true,
    description: 'A product line’s category, for its list /SearchProduct/{category}/{line}; null otherwise.',
  })
  category!: string | null;
  @Field(() => Product, { nullable: true, description: 'The product of a PRODUCT suggestion.' })
  product!: Product | null;
}
