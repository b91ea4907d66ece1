import type { SetupCheck } from '../../common/setup-check';
import { PactReportStatus } from '../compliance/pact-report.rules';
import type { PactReportDue } from '../compliance/pact-report.service';
import { Permission } from '../staff/permission.type';
import type { CatalogueWork, ComplianceWork, FulfilmentWork, SetupStep, StaffWork, SupportWork } from './work.types';

/** How far ahead a directory listing's end counts as work: time to renew it with the state. */
export const LISTINGS_ENDING_DAYS = 30;

/** What each module answers for the day's work; `services.ts` hands in the modules' services. */
export interface WorkSources {
  orders: { work(): Promise<{ toApprove: number; heldForIdentity: number; toShip: number }> };
  catalogue: { work(): Promise<CatalogueWork> };
  pactReports: { due(): Promise<Pick<PactReportDue, 'month' | 'status'>[]> };
  listings: { endingWithin(days: number): Promise<number> };
  setupChecks: readonly SetupCheck[];
}

const holds = (granted: readonly Permission[], ...wanted: Permission[]): boolean =>
  wanted.every((permission) => granted.includes(permission));

/**
 * Each role's work: a part per job, computed only for a staff member whose role holds its permission (so a
 * clerk's page never waits on, nor learns, the counts of another's job).
 */
export class WorkService {
  constructor(private readonly sources: WorkSources) {}

  async forRole(granted: readonly Permission[]): Promise<StaffWork> {
    const orders =
      holds(granted, Permission.UPDATE_ORDER) || holds(granted, Permission.READ_CUSTOMER, Permission.READ_ORDER)
        ? this.sources.orders.work()
        : null;
    const [order, compliance, catalogue, setup] = await Promise.all([
      orders,
      holds(granted, Permission.UPDATE_COMPLIANCE) ? this.compliance() : null,
      holds(granted, Permission.UPDATE_CATALOG) ? this.sources.catalogue.work() : null,
      holds(granted, Permission.READ_DASHBOARD) ? this.setup() : null,
    ]);
    const fulfilment: FulfilmentWork | null = order && holds(granted, Permission.UPDATE_ORDER) ? { ...order } : null;
    const support: SupportWork | null =
      order && holds(granted, Permission.READ_CUSTOMER, Permission.READ_ORDER)
        ? { awaitingIdentity: order.heldForIdentity }
        : null;
    return { fulfilment, support, compliance, catalogue, setup };
  }

  private async compliance(): Promise<ComplianceWork> {
    const thisMonth = new Date().toISOString().slice(0, 7);
    const [reports, listingsEnding] = await Promise.all([
      this.sources.pactReports.due(),
      this.sources.listings.endingWithin(LISTINGS_ENDING_DAYS),
    ]);
    // This month's report is not due until the month has ended: only past months' unfiled ones are work.
    const unfiled = reports.filter((r) => r.month < thisMonth && r.status !== PactReportStatus.FILED);
    return {
      pactReportsDue: unfiled.length,
      pactReportsOverdue: unfiled.filter((r) => r.status === PactReportStatus.OVERDUE).length,
      listingsEnding,
      listingsEndingDays: LISTINGS_ENDING_DAYS,
    };
  }

  /** Every module's check, in the order services.ts lists them. */
  private setup(): Promise<SetupStep[]> {
    return Promise.all(
      this.sources.setupChecks.map(async (check): Promise<SetupStep> => {
        const result = await check.check();
        return { key: check.key, title: check.title, ...result, link: result.link && { ...result.link } };
      }),
    );
  }
}
