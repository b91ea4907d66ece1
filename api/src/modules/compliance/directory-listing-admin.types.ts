import { Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { EndsKind, FdaMarketingStatus } from './compliance-enums.types';

@ObjectType({ description: "A product's listing in a state's product directory, with the days it counts." })
export class DirectoryListingView {
  @Field(() => ID, { description: 'Stable id of the listing.' }) id!: string;
  @Field(() => ID, { description: 'The product listed.' }) productId!: string;
  @Field(() => String, { description: 'The product’s name.' }) productName!: string;
  @Field(() => EndsKind, { nullable: true, description: 'The product’s kind of vapour product.' })
  endsKind!: EndsKind | null;
  @Field(() => FdaMarketingStatus, { description: 'The product’s FDA marketing status.' })
  fdaStatus!: FdaMarketingStatus;
  @Field(() => String, { description: 'The state whose directory lists it (two-letter code).' }) stateCode!: string;
  @Field(() => String, { description: 'The state’s name.' }) stateName!: string;
  @Field(() => String, { description: 'The first day it counts as listed (YYYY-MM-DD, UTC).' }) listedFrom!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The first day it no longer counts (YYYY-MM-DD, UTC), or null: no end.',
  })
  listedTo!: string | null;
  @Field(() => String, { description: 'The directory’s entry or reference for the product.' }) reference!: string;
  @Field(() => Boolean, { description: 'Whether it counts today.' }) inForce!: boolean;
  @Field(() => String, { description: 'When it was added (ISO 8601, UTC).' }) createdAt!: string;
  @Field(() => String, { nullable: true, description: 'Who added it (e-mail); null for the seeded listings.' })
  createdBy!: string | null;
}

@ObjectType({ description: 'A page of directory listings and how many match.' })
export class DirectoryListingPage {
  @Field(() => [DirectoryListingView], { description: 'The listings, by state, then product.' })
  listings!: DirectoryListingView[];
  @Field(() => Int, { description: 'How many listings match the filter.' }) total!: number;
}

@InputType({ description: 'Which directory listings.' })
export class DirectoryListingFilterInput {
  @Field(() => String, { nullable: true, description: 'Only this state’s (two-letter code).' })
  @MaxLength(2)
  stateCode?: string | null;
  @Field(() => String, { nullable: true, description: 'Only products whose name holds this text.' })
  @MaxLength(100)
  text?: string | null;
  @Field(() => Boolean, { description: 'Only the listings that count today (else past and future ones too).' })
  inForceOnly!: boolean;
  @Field(() => Int, {
    nullable: true,
    description: 'Only listings whose end falls within this many days from today (at most 366).',
  })
  @Min(0)
  @Max(366)
  endingWithinDays?: number | null;
}

@InputType({ description: 'A listing as staff write it; the server checks every field.' })
export class DirectoryListingInput {
  @Field(() => ID, { description: 'The product (a vapour product of the catalogue).' }) productId!: string;
  @Field(() => String, { description: 'The state (two-letter code).' }) @MaxLength(2) stateCode!: string;
  @Field(() => String, { description: 'The first day it counts (YYYY-MM-DD, UTC).' })
  @MaxLength(10)
  listedFrom!: string;
  @Field(() => String, { nullable: true, description: 'The first day it no longer counts (YYYY-MM-DD), or none.' })
  @MaxLength(10)
  listedTo?: string | null;
  @Field(() => String, { description: 'The directory’s entry or reference (at most 300 characters).' })
  @MaxLength(300)
  reference!: string;
}

@ObjectType({ description: 'A vapour product a listing may name.' })
export class DirectoryProduct {
  @Field(() => ID, { description: 'The product.' }) id!: string;
  @Field(() => String, { description: 'Its name.' }) name!: string;
  @Field(() => EndsKind, { description: 'Its kind of vapour product.' }) endsKind!: EndsKind;
  @Field(() => FdaMarketingStatus, { description: 'Its FDA marketing status.' }) fdaStatus!: FdaMarketingStatus;
}
