import { MaxLength } from 'class-validator';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';

export enum PaymentMethod {
  CARD = 'card',
  BANK = 'bank',
}

registerEnumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'How the customer pays: a card, or a bank account (eCheck) where the gateway offers it.',
  valuesConfig: {
    CARD: { description: "A card, tokenized by the gateway's script in the browser." },
    BANK: { description: 'A US bank account (eCheck), where the gateway offers it.' },
  },
});

@ObjectType({
  description:
    "What checkout's payment form needs to send the card (or bank account) to the gateway's own script, which " +
    'returns a one-time token: the card number and its security code never reach the shop.',
})
export class PaymentForm {
  @Field(() => String, { description: 'authorizenet, nmi, sandbox, manual, or unset (no payment is taken online).' })
  provider!: string;
  @Field(() => String, {
    nullable: true,
    description: "The gateway's script (Accept.js, or NMI's Collect.js); null: no card online.",
  })
  scriptUrl!: string | null;
  @Field(() => String, { nullable: true, description: "The gateway's API login id, public (Accept.js authData)." })
  apiLoginId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The gateway's public key (Accept.js authData; NMI's tokenization key for Collect.js).",
  })
  clientKey!: string | null;
  @Field(() => Boolean, { description: 'Whether a bank account (eCheck) can pay.' })
  bankAccounts!: boolean;
}

@InputType({
  description:
    "The payment for Place order: the gateway script's one-time token, never the card number or security code.",
})
export class PaymentInput {
  @Field(() => PaymentMethod, { description: 'A card or a bank account.' })
  method!: PaymentMethod;
  @Field(() => String, {
    description: "The token's descriptor (Accept.js opaqueData.dataDescriptor; NMI.COLLECT_JS.PAYMENT_TOKEN).",
  })
  @MaxLength(100)
  dataDescriptor!: string;
  @Field(() => String, {
    description: 'The one-time token (Accept.js opaqueData.dataValue, or Collect.js payment_token).',
  })
  @MaxLength(8192)
  dataValue!: string;
  @Field(() => String, { nullable: true, description: "A card's expiry month as MM/YYYY (kept; the day is not)." })
  @MaxLength(7)
  cardExpiry?: string | null;
  @Field(() => String, { nullable: true, description: "The card's billing ZIP code, for the gateway's address check." })
  @MaxLength(10)
  billingZip?: string | null;
}
