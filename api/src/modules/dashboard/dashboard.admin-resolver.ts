import { Ctx, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../admin-context';
import { Allow } from '../../common/admin-permissions';
import { Permission, ROLE_PERMISSIONS } from '../staff/permission.type';
import type { DashboardService } from './dashboard.service';
import { Dashboard } from './dashboard.types';
import type { WorkService } from './work.service';
import { StaffWork } from './work.types';

/** The back office's first page. */
@Resolver()
export class DashboardAdminResolver {
  constructor(
    private readonly figures: DashboardService,
    private readonly work: WorkService,
  ) {}

  @Query(() => StaffWork, {
    description:
      "The signed-in staff member's work, a part per job their role holds (the others null), and for the owner " +
      'and manager what must be set before selling.',
  })
  @Allow()
  async myWork(@Ctx() ctx: AdminContext): Promise<StaffWork> {
    const staff = await ctx.requireStaff();
    return Object.assign(new StaffWork(), await this.work.forRole(ROLE_PERMISSIONS[staff.role]));
  }

  @Query(() => Dashboard, { description: 'What needs doing today, and the last 30 days of sales (UTC days).' })
  @Allow(Permission.READ_DASHBOARD)
  async dashboard(): Promise<Dashboard> {
    return Object.assign(new Dashboard(), await this.figures.figures());
  }
}
