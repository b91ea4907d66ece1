import { MaxLength } from 'class-validator';
import { Field, InputType, ObjectType, createUnionType, registerEnumType } from 'type-graphql';
import { InputErrors } from '../../common/input-errors.types';

export enum ServiceVerificationState {
  VERIFIED = 'VERIFIED',
  DOCUMENT_NEEDED = 'DOCUMENT_NEEDED',
  PENDING = 'PENDING',
  NOT_ELIGIBLE = 'NOT_ELIGIBLE',
}

export enum ServiceVerificationFlow {
  CLAIM = 'CLAIM',
  REDIRECT = 'REDIRECT',
}

registerEnumType(ServiceVerificationFlow, {
  name: 'ServiceVerificationFlow',
  description: "How the customer verifies with the shop's verification service.",
  valuesConfig: {
    CLAIM: { description: 'A form the shop sends on (verifyServiceStatus): SheerID.' },
    REDIRECT: { description: "A visit to the provider's own pages (startServiceVerification): ID.me." },
  },
});

registerEnumType(ServiceVerificationState, {
  name: 'ServiceVerificationState',
  description: 'Where a military or first-responder verification stands.',
  valuesConfig: {
    VERIFIED: { description: "Verified: today's code comes with the answer (and by mail)." },
    DOCUMENT_NEEDED: { description: "The provider needs a document: upload it on the provider's page." },
    PENDING: { description: 'The provider is reviewing; the code comes by mail once verified.' },
    NOT_ELIGIBLE: { description: 'The provider could not verify the claim.' },
  },
});

@InputType({ description: 'Who the customer says they are: sent to the verification service, never kept by the shop.' })
export class ServiceClaimInput {
  @Field(() => String, {
    description:
      'ACTIVE_DUTY, RESERVIST, VETERAN, MILITARY_RETIREE, MILITARY_FAMILY (military); POLICE, FIREFIGHTER, EMT ' +
      '(first responder).',
  })
  @MaxLength(40)
  status!: string;

  @Field(() => String, { description: 'The branch of service or the agency.' })
  @MaxLength(200)
  organization!: string;

  @Field(() => String, { description: 'First name, as on the service record.' })
  @MaxLength(200)
  firstName!: string;

  @Field(() => String, { description: 'Last name, as on the service record.' })
  @MaxLength(200)
  lastName!: string;

  @Field(() => String, { description: 'YYYY-MM-DD.' })
  @MaxLength(20)
  birthDate!: string;
}

@ObjectType({ description: "The verification service's answer." })
export class ServiceVerification {
  @Field(() => ServiceVerificationState, { description: 'Where the verification stands.' })
  state!: ServiceVerificationState;

  @Field(() => String, { nullable: true, description: "Today's single-use code for 25% off, once verified." })
  code!: string | null;

  @Field(() => String, { nullable: true, description: "The provider's page to upload a document (DOCUMENT_NEEDED)." })
  documentUrl!: string | null;
}

export const ServiceVerificationResult = createUnionType({
  name: 'ServiceVerificationResult',
  description: "The verification service's answer, or why the claim was refused before it was sent.",
  types: () => [ServiceVerification, InputErrors] as const,
});

@ObjectType({ description: "The signed-in customer's military and first-responder discount." })
export class ServiceDiscount {
  @Field(() => Boolean, { description: 'Whether verification can be started now (a provider is set).' })
  available!: boolean;

  @Field(() => ServiceVerificationFlow, { nullable: true, description: 'How to verify; null when unavailable.' })
  flow!: ServiceVerificationFlow | null;

  @Field(() => String, { nullable: true, description: 'The verified group: military or first responder.' })
  group!: string | null;

  @Field(() => String, { nullable: true, description: 'The day of the last verification (YYYY-MM-DD).' })
  verifiedOn!: string | null;

  @Field(() => String, { nullable: true, description: "Today's code, when one was issued today." })
  todaysCode!: string | null;

  @Field(() => Boolean, { description: "Whether today's code has been used." })
  todaysCodeUsed!: boolean;
}

@InputType({ description: 'The group a customer verifies in at the provider.' })
export class ServiceVerificationStartInput {
  @Field(() => String, { description: '"military" or "first responder".' })
  @MaxLength(40)
  group!: string;
}

@ObjectType({ description: "Where to send the customer: the provider's page, with a one-time state." })
export class ServiceVerificationStart {
  @Field(() => String, { description: "The provider's page; the customer comes back to /Military." })
  url!: string;
}

export const ServiceVerificationStartResult = createUnionType({
  name: 'ServiceVerificationStartResult',
  description: "The provider's page to send the customer to, or why not.",
  types: () => [ServiceVerificationStart, InputErrors] as const,
});
