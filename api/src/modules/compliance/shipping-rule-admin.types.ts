import { ArrayMaxSize, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ShippingRuleKind } from './shipping-rules.service';
import { CharacterizingFlavour, EndsKind } from './compliance-enums.types';
import { RuleEffect } from './shipping-rule-preview.rules';

registerEnumType(ShippingRuleKind, {
  name: 'ShippingRuleKind',
  description: 'What a shipping rule stops.',
  valuesConfig: {
    NO_VAPE_SHIPPING: { description: 'Every product of its kinds: none of them ships to the state.' },
    NO_ONLINE_SALES: { description: 'Every product of its kinds: the state does not allow them to be sold online.' },
    FLAVOR_BAN: {
      description: 'Products of its kinds with a characterizing flavour, but for the flavours it allows.',
    },
    NICOTINE_CAP: { description: 'Products of its kinds stronger than its cap in mg/mL.' },
    DIRECTORY: {
      description: "Products of its kinds without a listing in force in the state's product directory.",
    },
    QUANTITY_LIMIT: { description: 'More than its most units of products of its kinds in one order.' },
    NO_DISCOUNT: { description: 'No discount at all on products of its kinds (a coupon and promotion ban).' },
    NO_MULTI_BUY: { description: 'No buy-one-get-one, bundle or below-cost price on products of its kinds.' },
    NO_FREE_SAMPLE: { description: 'No product of its kinds at $0 (a free-sample ban).' },
    NO_FREE_GIFT: { description: 'No product of its kinds free for buying another item.' },
  },
});

registerEnumType(RuleEffect, {
  name: 'ShippingRuleEffect',
  description: 'What a rule does to the products it reaches, at its place.',
  valuesConfig: {
    STOPS_SHIPPING: {
      description: 'They cannot be shipped there (every kind but a quantity limit and the discounts).',
    },
    LIMITS_QUANTITY: {
      description: 'An order shipped there holds at most the rule’s units of them, all lines together.',
    },
    LIMITS_DISCOUNTS: {
      description:
        'Discounts of the rule’s kind on them are refused for orders shipped there (the rules on discounts).',
    },
  },
});

@ObjectType({ description: 'A product-by-state shipping rule with the dates it is in force.' })
export class ShippingRuleView {
  @Field(() => ID, { description: 'Stable id of the rule.' }) id!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The state it covers (two-letter code); null: a federal rule on discounts, every state.',
  })
  stateCode!: string | null;
  @Field(() => String, { description: 'The state’s name, or "Federal".' }) stateName!: string;
  @Field(() => String, {
    nullable: true,
    description: 'A city’s rule on discounts: the city (e.g. Providence); null for a rule of the whole state.',
  })
  city!: string | null;
  @Field(() => [String], {
    description:
      'A city’s rule: the ship-to ZIP codes it holds at (five digits, or three: every ZIP that starts so); ' +
      'empty for a rule of the whole state.',
  })
  zipCodes!: string[];
  @Field(() => ShippingRuleKind, { description: 'What it stops.' }) kind!: ShippingRuleKind;
  @Field(() => String, { description: 'The rule in a few words, as the shop tells customers.' })
  description!: string;
  @Field(() => [EndsKind], { description: 'The kinds of vapour product it covers.' }) endsKinds!: EndsKind[];
  @Field(() => [CharacterizingFlavour], { description: 'Characterizing flavours a flavour ban still allows.' })
  allowedFlavours!: CharacterizingFlavour[];
  @Field(() => Int, { nullable: true, description: 'A nicotine cap’s most nicotine in mg/mL; null for other kinds.' })
  maxNicotineMg!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'A quantity limit’s most units in one order; null for other kinds.',
  })
  maxUnits!: number | null;
  @Field(() => String, { description: 'The first day it is in force (YYYY-MM-DD, UTC).' }) effectiveFrom!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The first day it is no longer in force (YYYY-MM-DD, UTC), or null: no end.',
  })
  effectiveTo!: string | null;
  @Field(() => String, { description: 'Where the rule comes from (law, counsel, compilation).' }) source!: string;
  @Field(() => Boolean, {
    description:
      'Confirmed by compliance staff: false for a row the facts mark unconfirmed (seeded so) or set inactive; ' +
      'the shop applies only active rules.',
  })
  active!: boolean;
  @Field(() => Boolean, { description: 'Whether the shop applies it today (active and in its dates).' })
  inForce!: boolean;
  @Field(() => String, { description: 'When it last changed (ISO 8601, UTC).' }) updatedAt!: string;
}

@InputType({ description: 'A shipping rule as staff write it; the server checks every field.' })
export class ShippingRuleInput {
  @Field(() => String, { description: 'The state (two-letter code).' }) @MaxLength(2) stateCode!: string;
  @Field(() => ShippingRuleKind, { description: 'What it stops.' }) kind!: ShippingRuleKind;
  @Field(() => String, { description: 'The rule in a few words (at most 200 characters).' })
  @MaxLength(200)
  description!: string;
  @Field(() => [EndsKind], { description: 'The kinds of vapour product it covers: at least one.' })
  endsKinds!: EndsKind[];
  @Field(() => [CharacterizingFlavour], {
    description: 'For a flavour ban, the characterizing flavours still allowed; else empty.',
  })
  allowedFlavours!: CharacterizingFlavour[];
  @Field(() => Int, { nullable: true, description: 'For a nicotine cap, the most nicotine in mg/mL; else null.' })
  maxNicotineMg?: number | null;
  @Field(() => Int, { nullable: true, description: 'For a quantity limit, the most units in one order; else null.' })
  maxUnits?: number | null;
  @Field(() => String, { description: 'The first day in force (YYYY-MM-DD, UTC).' })
  @MaxLength(10)
  effectiveFrom!: string;
  @Field(() => String, { nullable: true, description: 'The first day no longer in force (YYYY-MM-DD), or none.' })
  @MaxLength(10)
  effectiveTo?: string | null;
  @Field(() => String, { description: 'Where it comes from (at most 500 characters).' })
  @MaxLength(500)
  source!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'For a rule on discounts of one city of the state, the city (at most 80 characters); null: the whole state. ' +
      'An edit keeps a city’s rule a city’s and a state’s rule the state’s.',
  })
  @MaxLength(200)
  city?: string | null;
  @Field(() => [String], {
    nullable: true,
    description:
      'A city’s rule: the ship-to ZIP codes it holds at, at least one (five digits, or three: every ZIP that starts ' +
      'so; at most 200); empty or null for the whole state.',
  })
  @ArrayMaxSize(1000)
  zipCodes?: string[] | null;
}

@ObjectType({ description: 'A product a rule would stop, limit or judge the discounts of.' })
export class StoppedProduct {
  @Field(() => ID, { description: 'The product.' }) id!: string;
  @Field(() => String, { description: 'Its name.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Its type, if any.' }) productType!: string | null;
  @Field(() => String, { nullable: true, description: 'Its flavour, if any.' }) flavor!: string | null;
  @Field(() => Int, { nullable: true, description: 'Its nicotine in mg/mL, if stated.' }) nicotineMg!: number | null;
}

@ObjectType({
  description:
    'What a rule would do if saved as it is: its effect, its place, and the products it reaches there (stops, ' +
    'limits, or judges the discounts of).',
})
export class ShippingRulePreview {
  @Field(() => RuleEffect, { description: 'What the rule does to the products counted, decided by the server.' })
  effect!: RuleEffect;
  @Field(() => ShippingRuleKind, { description: 'The rule’s kind (each rule on discounts refuses its own discounts).' })
  kind!: ShippingRuleKind;
  @Field(() => String, { description: 'The state it holds in (code).' }) stateCode!: string;
  @Field(() => String, { description: 'The state’s name.' }) stateName!: string;
  @Field(() => String, {
    description: 'Where it holds, in words: the state’s name, or a city’s rule’s "Providence, Rhode Island".',
  })
  placeName!: string;
  @Field(() => Boolean, {
    description:
      'Whether the shop will apply it once saved: false for an edit of a rule not confirmed (inactive), which stays ' +
      'so until confirmed.',
  })
  active!: boolean;
  @Field(() => Int, {
    nullable: true,
    description: 'A quantity limit’s most units in one order; null for other kinds.',
  })
  maxUnits!: number | null;
  @Field(() => Int, {
    description:
      'Active products the rule reaches: those it stops (STOPS_SHIPPING), or those of its kinds (LIMITS_QUANTITY, ' +
      'LIMITS_DISCOUNTS).',
  })
  productCount!: number;
  @Field(() => Int, {
    description:
      'Of those, the ones no other rule in force at the place already reaches so, what the change adds: no rule of ' +
      'the state stops them; no other quantity limit of the state counts them; no rule of the same kind on ' +
      'discounts (federal, the state’s, or a city’s holding at all its ZIPs) covers them.',
  })
  newlyStoppedCount!: number;
  @Field(() => [StoppedProduct], { description: 'Up to 25 of them, those newly reached first, then by name.' })
  products!: StoppedProduct[];
  @Field(() => String, {
    nullable: true,
    description: 'Why it could not be saved as it is (e.g. it overlaps another rule), or null.',
  })
  problem!: string | null;
}

@ObjectType({ description: 'A US state a rule may cover.' })
export class ShippingRuleStateChoice {
  @Field(() => String, { description: 'Two-letter code.' }) code!: string;
  @Field(() => String, { description: 'Name.' }) name!: string;
}

@ObjectType({ description: 'What a shipping rule may name.' })
export class ShippingRuleChoices {
  @Field(() => [ShippingRuleStateChoice], { description: 'Every state, by name.' }) states!: ShippingRuleStateChoice[];
}
