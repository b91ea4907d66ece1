import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../admin-context';
import { Allow } from '../../common/admin-permissions';
import { Permission } from '../staff/permission.type';
import type { PactReportDue, PactReportService } from './pact-report.service';
import { PactReportDueView, PactReportView, SellerRegistrationView } from './pact-report.types';

const toDue = (value: PactReportDue): PactReportDueView => Object.assign(new PactReportDueView(), value);

/** The monthly PACT reports: read with the orders they come from, marked filed by compliance staff. */
@Resolver()
export class PactReportAdminResolver {
  constructor(private readonly reports: PactReportService) {}

  @Query(() => [PactReportDueView], {
    description:
      'Each state with shipments of vapour products this month or in the five before: its report, due by the ' +
      '10th of the next month, and whether it was filed. Newest month first.',
  })
  @Allow(Permission.READ_ORDER)
  async pactReports(): Promise<PactReportDueView[]> {
    return (await this.reports.due()).map(toDue);
  }

  @Query(() => SellerRegistrationView, {
    description: "The seller's registration data: the sender of a shipping label, the cover of a PACT report.",
  })
  @Allow(Permission.READ_ORDER)
  sellerRegistration(): SellerRegistrationView {
    return Object.assign(new SellerRegistrationView(), this.reports.sellerRegistration());
  }

  @Query(() => PactReportView, { description: "A state's PACT report for a month, printable (UTC days)." })
  @Allow(Permission.READ_ORDER)
  async pactReport(
    @Arg('state', () => String, { description: 'The state (two-letter code).' }) state: string,
    @Arg('month', () => String, { description: 'The month (YYYY-MM).' }) month: string,
  ): Promise<PactReportView> {
    return Object.assign(new PactReportView(), await this.reports.report(state, month));
  }

  @Mutation(() => PactReportDueView, {
    description: 'Records that a state’s report was filed, by whom and when. CONFLICT when it is already.',
  })
  @Allow(Permission.UPDATE_COMPLIANCE)
  async markPactReportFiled(
    @Arg('state', () => String, { description: 'The state (two-letter code).' }) state: string,
    @Arg('month', () => String, { description: 'The month (YYYY-MM).' }) month: string,
    @Arg('reference', () => String, { description: "The state's confirmation or a note (may be empty)." })
    reference: string,
    @Ctx() ctx: AdminContext,
  ): Promise<PactReportDueView> {
    return toDue(await this.reports.markFiled(await ctx.actor(), state, month, reference));
  }
}
