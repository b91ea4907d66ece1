import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../admin-context';
import { Allow } from '../../common/admin-permissions';
import { Permission } from '../staff/permission.type';
import type { Carrier, CarrierService } from './carrier.service';
import { CarrierInput, CarrierView } from './carrier.types';

const toView = (value: Carrier): CarrierView => Object.assign(new CarrierView(), value);

/** The carriers as staff read them (to ship) and edit them (compliance data). */
@Resolver()
export class CarrierAdminResolver {
  constructor(private readonly directory: CarrierService) {}

  @Query(() => [CarrierView], { description: 'Every carrier, those with adult signature and ID check first.' })
  @Allow(Permission.READ_ORDER)
  async carriers(): Promise<CarrierView[]> {
    return (await this.directory.list()).map(toView);
  }

  @Mutation(() => CarrierView, { description: 'Adds a carrier. CONFLICT when one has its name.' })
  @Allow(Permission.UPDATE_COMPLIANCE)
  async addCarrier(
    @Arg('input', () => CarrierInput, { description: 'The new carrier.' }) input: CarrierInput,
    @Ctx() ctx: AdminContext,
  ): Promise<CarrierView> {
    return toView(
      await this.directory.add(await ctx.actor(), { ...input, trackingUrlPattern: input.trackingUrlPattern ?? null }),
    );
  }

  @Mutation(() => CarrierView, { description: 'Changes a carrier; shipments made by it name it as it is now.' })
  @Allow(Permission.UPDATE_COMPLIANCE)
  async updateCarrier(
    @Arg('id', () => ID, { description: 'The carrier.' }) id: string,
    @Arg('input', () => CarrierInput, { description: 'The carrier as it is now.' }) input: CarrierInput,
    @Ctx() ctx: AdminContext,
  ): Promise<CarrierView> {
    return toView(
      await this.directory.update(await ctx.actor(), id, {
        ...input,
        trackingUrlPattern: input.trackingUrlPattern ?? null,
      }),
    );
  }
}
