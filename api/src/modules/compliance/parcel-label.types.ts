import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'The statement every parcel and bill of lading of a delivery sale carries (15 U.S.C. 376(b)(3)), on the ' +
    'surface with the address: printed on shipping labels and packing slips.',
})
export class ParcelLabelStatementView {
  @Field(() => String, { description: 'The statement, as printed.' }) text!: string;
  @Field(() => String, { description: 'Where the wording comes from (the law, and a link).' }) source!: string;
  @Field(() => String, {
    nullable: true,
    description: 'When staff last confirmed or changed the wording (ISO 8601); null while unconfirmed.',
  })
  confirmedAt!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Who confirmed it; null while unconfirmed or when it was confirmed from the command line.',
  })
  confirmedBy!: string | null;
}
