import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "Fulfilment's work: orders to move on. Shown to staff who may update orders." })
export class FulfilmentWork {
  @Field(() => Int, { description: 'Orders pending approval whose identity check (if any) has passed.' })
  toApprove!: number;
  @Field(() => Int, { description: 'Orders pending approval held until the customer’s identity is verified.' })
  heldForIdentity!: number;
  @Field(() => Int, { description: 'Approved orders waiting to be shipped.' }) toShip!: number;
}

@ObjectType({
  description:
    "Support's work: customers waiting on the shop. Shown to staff who may read customers and orders. Contact " +
    'messages are not stored by the shop (the contact form mails them), so they are not counted here.',
})
export class SupportWork {
  @Field(() => Int, {
    description: 'Orders held because the customer’s age and identity are not verified yet: each a customer waiting.',
  })
  awaitingIdentity!: number;
}

@ObjectType({ description: "Compliance's work: reports to file and listings running out." })
export class ComplianceWork {
  @Field(() => Int, { description: 'Monthly PACT reports of months past, not yet filed (overdue included).' })
  pactReportsDue!: number;
  @Field(() => Int, { description: 'Of those, the reports whose 10th has passed.' }) pactReportsOverdue!: number;
  @Field(() => Int, { description: 'Directory listings in force that end within `listingsEndingDays` days.' })
  listingsEnding!: number;
  @Field(() => Int, { description: 'The span, in days, of `listingsEnding`.' }) listingsEndingDays!: number;
}

@ObjectType({ description: "The catalogue's work: products running out and products not yet in the shop." })
export class CatalogueWork {
  @Field(() => Int, { description: 'Active products at or below their own low-stock threshold.' }) lowStock!: number;
  @Field(() => Int, { description: 'Draft products: prepared, not yet in the shop.' }) drafts!: number;
}

@ObjectType({ description: 'A link into the back office.' })
export class BackOfficeLink {
  @Field(() => String, { description: 'The page (a path under /admin/).' }) path!: string;
  @Field(() => String, { description: 'What the link reads.' }) label!: string;
}

@ObjectType({ description: 'One thing to set before the shop sells, and where it stands.' })
export class SetupStep {
  @Field(() => String, { description: 'Stable key of the check (e.g. vapour-carrier), never shown.' }) key!: string;
  @Field(() => String, { description: 'What must be set.' }) title!: string;
  @Field(() => Boolean, { description: 'Set well enough to sell.' }) done!: boolean;
  @Field(() => String, { description: 'What is set, or what is missing and how to set it.' }) detail!: string;
  @Field(() => BackOfficeLink, { nullable: true, description: 'Where to set it; null for a server setting.' })
  link!: BackOfficeLink | null;
}

@ObjectType({
  description:
    "The signed-in staff member's work today, one part per job. A part is null for a role that does not hold its " +
    'permission: the server leaves it out, so no role is shown (or counted for) work it cannot do.',
})
export class StaffWork {
  @Field(() => FulfilmentWork, { nullable: true, description: 'For staff with UPDATE_ORDER.' })
  fulfilment!: FulfilmentWork | null;
  @Field(() => SupportWork, { nullable: true, description: 'For staff with READ_CUSTOMER and READ_ORDER.' })
  support!: SupportWork | null;
  @Field(() => ComplianceWork, { nullable: true, description: 'For staff with UPDATE_COMPLIANCE.' })
  compliance!: ComplianceWork | null;
  @Field(() => CatalogueWork, { nullable: true, description: 'For staff with UPDATE_CATALOG.' })
  catalogue!: CatalogueWork | null;
  @Field(() => [SetupStep], {
    nullable: true,
    description: 'What must be set before selling, each module’s checks in turn; for staff with READ_DASHBOARD.',
  })
  setup!: SetupStep[] | null;
}
