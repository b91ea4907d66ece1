import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../admin-context';
import { Allow } from '../../common/admin-permissions';
import { Permission } from '../staff/permission.type';
import type { ParcelLabelService } from './parcel-label.service';
import { ParcelLabelStatementView } from './parcel-label.types';

/** The parcel label's statement: read for labels and slips, confirmed or changed by compliance staff. */
@Resolver()
export class ParcelLabelAdminResolver {
  constructor(private readonly labels: ParcelLabelService) {}

  @Query(() => ParcelLabelStatementView, { description: 'The statement parcels carry, and who confirmed it.' })
  @Allow(Permission.READ_ORDER)
  async parcelLabelStatement(): Promise<ParcelLabelStatementView> {
    return Object.assign(new ParcelLabelStatementView(), await this.labels.statement());
  }

  @Mutation(() => ParcelLabelStatementView, {
    description:
      'Confirms the statement parcels carry, as given (the same wording, or a new one): audited, printed on ' +
      'every label and slip from now on. BAD_USER_INPUT when empty or over 500 characters.',
  })
  @Allow(Permission.UPDATE_COMPLIANCE)
  async confirmParcelLabelStatement(
    @Arg('text', () => String, { description: 'The statement, as it is to be printed (up to 500 characters).' })
    text: string,
    @Ctx() ctx: AdminContext,
  ): Promise<ParcelLabelStatementView> {
    return Object.assign(new ParcelLabelStatementView(), await this.labels.confirm(await ctx.actor(), text));
  }
}
