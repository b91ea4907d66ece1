import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../admin-context';
import { badInput } from '../../errors';
import { Allow } from '../../common/admin-permissions';
import { Permission } from '../staff/permission.type';
import type { AuditEvent } from './audit.service';
import type { AuditTrailService } from './audit-trail.service';
import { PageInput, pageWindow } from '../../common/page.input';
import { AuditEventPage, AuditEventView, AuditFilterInput } from './audit.types';

/** Who may read a record's own history: whoever may read that record. */
export const RECORD_READ_PERMISSION: Readonly<Record<string, Permission>> = {
  order: Permission.READ_ORDER,
  product: Permission.READ_CATALOG,
  customer: Permission.READ_CUSTOMER,
  staff: Permission.MANAGE_STAFF,
  'shipping-rule': Permission.READ_SHIPPING_RULES,
  'directory-listing': Permission.READ_SHIPPING_RULES,
  'parcel-label': Permission.READ_ORDER,
  // Whoever sees the carriers page (READ_ORDER) sees their history; promotions only their managers.
  carrier: Permission.READ_ORDER,
  promotion: Permission.MANAGE_PROMOTIONS,
};

export const toAuditView = (event: AuditEvent): AuditEventView =>
  Object.assign(new AuditEventView(), {
    ...event,
    before: event.before === null ? null : JSON.stringify(event.before),
    after: event.after === null ? null : JSON.stringify(event.after),
  });

/** The audit trail: filtered as a whole (READ_AUDIT), or one record's history (whoever may read it). */
@Resolver()
export class AuditAdminResolver {
  constructor(private readonly trail: AuditTrailService) {}

  @Query(() => AuditEventPage, { description: 'The audit trail, newest first, filtered.' })
  @Allow(Permission.READ_AUDIT)
  async auditEvents(
    @Arg('filter', () => AuditFilterInput, { description: 'Which entries.' }) filter: AuditFilterInput,
    @Arg('page', () => PageInput, { description: 'Which page.' }) page: PageInput,
  ): Promise<AuditEventPage> {
    const { events, total } = await this.trail.list(filter, pageWindow(page));
    return Object.assign(new AuditEventPage(), { events: events.map(toAuditView), total });
  }

  @Query(() => [AuditEventView], {
    description: "One record's history, newest first (up to 200 entries), for whoever may read the record.",
  })
  @Allow()
  async recordHistory(
    @Arg('recordType', () => String, {
      description: 'order, product, customer, staff, shipping-rule, directory-listing or parcel-label.',
    })
    recordType: string,
    @Arg('recordId', () => String, { description: 'The record’s id or number.' }) recordId: string,
    @Ctx() ctx: AdminContext,
  ): Promise<AuditEventView[]> {
    const permission = RECORD_READ_PERMISSION[recordType];
    if (!permission) throw badInput(`Records are of a kind among ${Object.keys(RECORD_READ_PERMISSION).join(', ')}.`);
    await ctx.requirePermissions([permission]);
    return (await this.trail.history(recordType, recordId, 200)).map(toAuditView);
  }
}
