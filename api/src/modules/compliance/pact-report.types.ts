import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PactReportStatus } from './pact-report.rules';

registerEnumType(PactReportStatus, {
  name: 'PactReportStatus',
  description: 'Where a monthly PACT report stands: due by the 10th of the next month, overdue after, or filed.',
  valuesConfig: {
    DUE: { description: 'Not filed; its 10th has not passed.' },
    OVERDUE: { description: 'Not filed, and its 10th has passed.' },
    FILED: { description: 'Marked filed by staff.' },
  },
});

@ObjectType({ description: 'Who marked a PACT report filed, and when.' })
export class PactFilingView {
  @Field(() => String, { description: 'When it was marked filed (ISO 8601, UTC).' }) filedAt!: string;
  @Field(() => String, { nullable: true, description: 'Who marked it (name); null: the command line.' })
  filedBy!: string | null;
  @Field(() => String, { description: "The state's confirmation or other note; may be empty." }) reference!: string;
}

@ObjectType({ description: "A state's monthly PACT report as the back office lists it." })
export class PactReportDueView {
  @Field(() => String, { description: 'The state (two-letter code).' }) stateCode!: string;
  @Field(() => String, { description: "The state's name." }) stateName!: string;
  @Field(() => String, { description: 'The month it reports (YYYY-MM).' }) month!: string;
  @Field(() => String, { description: 'The day it is due (YYYY-MM-DD): the 10th of the next month.' }) dueOn!: string;
  @Field(() => PactReportStatus, { description: 'Due, overdue or filed.' }) status!: PactReportStatus;
  @Field(() => Int, { description: 'Orders shipped into the state that month.' }) shipments!: number;
  @Field(() => PactFilingView, { nullable: true, description: 'Its filing; null until filed.' })
  filing!: PactFilingView | null;
}

@ObjectType({ description: 'One line of a vapour product as it shipped: a row of the PACT report.' })
export class PactReportRowView {
  @Field(() => String, { description: "The recipient's city." }) city!: string;
  @Field(() => String, { description: "The recipient's ZIP code." }) zip!: string;
  @Field(() => String, { description: "The recipient's name." }) recipientName!: string;
  @Field(() => String, { description: "The recipient's street address." }) address!: string;
  @Field(() => String, { description: 'The brand; empty for a product no longer in the catalogue.' }) brand!: string;
  @Field(() => String, { description: 'The product, as sold.' }) product!: string;
  @Field(() => Int, { description: 'Units shipped.' }) quantity!: number;
  @Field(() => String, { description: 'The carrier (the person delivering).' }) carrierName!: string;
  @Field(() => String, { description: "The carrier's address." }) carrierAddress!: string;
  @Field(() => String, { description: "The carrier's telephone." }) carrierTelephone!: string;
  @Field(() => String, { description: 'The order.' }) orderNumber!: string;
  @Field(() => String, { description: 'The day it shipped (YYYY-MM-DD, UTC).' }) shipDate!: string;
  @Field(() => Int, { description: 'The excise taxes collected on the line, in US cents.' }) exciseCents!: number;
}

@ObjectType({ description: 'The seller as registered with ATF and the states: the cover sheet of a PACT report.' })
export class SellerRegistrationView {
  @Field(() => String, { description: 'Legal name (SELLER_LEGAL_NAME).' }) legalName!: string;
  @Field(() => String, { description: 'Trade name (SELLER_TRADE_NAME).' }) tradeName!: string;
  @Field(() => String, { description: 'Address of the place of business (SELLER_ADDRESS).' }) address!: string;
  @Field(() => String, { description: 'Telephone (SELLER_PHONE).' }) telephone!: string;
  @Field(() => String, { description: 'Principal e-mail (SELLER_EMAIL).' }) email!: string;
  @Field(() => String, { description: 'Website (SELLER_WEBSITE).' }) website!: string;
  @Field(() => String, { description: 'ATF registration (SELLER_ATF_REGISTRATION).' }) atfRegistration!: string;
  @Field(() => [String], { description: 'The settings still at their development examples; empty when all set.' })
  examples!: string[];
}

@ObjectType({ description: 'The totals of a PACT report.' })
export class PactReportTotals {
  @Field(() => Int, { description: 'Orders (shipments).' }) shipments!: number;
  @Field(() => Int, { description: 'Rows.' }) lines!: number;
  @Field(() => Int, { description: 'Units.' }) units!: number;
  @Field(() => Int, { description: 'Excise taxes collected, in US cents.' }) exciseCents!: number;
}

@ObjectType({ description: "A state's monthly PACT report: cover sheet, rows by city and ZIP, totals, filing." })
export class PactReportView {
  @Field(() => String, { description: 'The state (two-letter code).' }) stateCode!: string;
  @Field(() => String, { description: "The state's name." }) stateName!: string;
  @Field(() => String, { description: 'The month (YYYY-MM).' }) month!: string;
  @Field(() => String, { description: 'The day it is due (YYYY-MM-DD).' }) dueOn!: string;
  @Field(() => SellerRegistrationView, { description: "The seller's registration data." })
  seller!: SellerRegistrationView;
  @Field(() => [PactReportRowView], { description: 'The rows, by city, then ZIP, then ship date.' })
  rows!: PactReportRowView[];
  @Field(() => PactReportTotals, { description: 'The totals.' }) totals!: PactReportTotals;
  @Field(() => PactFilingView, { nullable: true, description: 'Its filing; null until filed.' })
  filing!: PactFilingView | null;
}
