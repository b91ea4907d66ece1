import { Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/admin-permissions';
import { Permission } from '../staff/permission.type';
import type { DashboardService } from './dashboard.service';
import { Dashboard } from './dashboard.types';

/** The back office's first page. */
@Resolver()
export class DashboardAdminResolver {
  constructor(private readonly figures: DashboardService) {}

  @Query(() => Dashboard, { description: 'What needs doing today, and the last 30 days of sales (UTC days).' })
  @Allow(Permission.READ_DASHBOARD)
  async dashboard(): Promise<Dashboard> {
    return Object.assign(new Dashboard(), await this.figures.figures());
  }
}
