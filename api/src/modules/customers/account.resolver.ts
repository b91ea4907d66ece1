import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PublicAnswer } from '../../common/public-answer';
import type { AppContext } from '../../context';
import type { AddressService } from './address.service';
import { ADDRESS_BOOK_LIMIT } from './address-book.rules';
import { ShippingAddress, ShippingAddressInput, ShippingAddressResult, UsState } from './address.types';
import { ProfileInput } from './auth.inputs';
import { Customer, ProfileResult } from './customer.types';
import { toResult } from '../../common/input-errors';
import type { ProfileService } from './profile.service';

@Resolver()
export class AccountResolver {
  constructor(
    private readonly profiles: ProfileService,
    private readonly addresses: AddressService,
  ) {}

  @Mutation(() => ProfileResult, { description: 'Names and date of birth; the e-mail cannot change.' })
  async updateProfile(
    @Arg('input', () => ProfileInput, { description: 'The new name and date of birth.' }) input: ProfileInput,
    @Ctx() ctx: AppContext,
  ) {
    const session = await ctx.requireSession();
    return toResult(await this.profiles.update(session.customerId, input), (c) => Object.assign(new Customer(), c));
  }

  @Query(() => [UsState], { description: 'The 50 states and DC, the choices of every state field.' })
  @PublicAnswer()
  usStates(): Promise<UsState[]> {
    return this.addresses.usStates();
  }

  @Query(() => [ShippingAddress], {
    description: "The logged-in customer's shipping addresses: the default first, then oldest first.",
  })
  async shippingAddresses(@Ctx() ctx: AppContext): Promise<ShippingAddress[]> {
    const session = await ctx.requireSession();
    return this.addresses.list(session.customerId);
  }

  @Query(() => Int, { description: 'How many shipping addresses a customer may save.' })
  @PublicAnswer()
  addressBookLimit(): number {
    return ADDRESS_BOOK_LIMIT;
  }

  @Mutation(() => ShippingAddressResult, {
    description:
      'Adds an address, or with id edits one of your own. Adding one already saved answers that one; editing ' +
      'one into a copy of another (DUPLICATE_ADDRESS) and adding to a full book (ADDRESS_BOOK_FULL) are refused.',
  })
  async saveShippingAddress(
    @Arg('input', () => ShippingAddressInput, { description: 'The address.' }) input: ShippingAddressInput,
    @Arg('id', () => ID, { nullable: true, description: 'A saved address to change; absent: a new one.' })
    id: string | null,
    @Arg('makeDefault', () => Boolean, { nullable: true, defaultValue: false, description: 'Make it the default.' })
    makeDefault: boolean | null,
    @Ctx() ctx: AppContext,
  ) {
    const session = await ctx.requireSession();
    const outcome = await this.addresses.save(session.customerId, input, id ?? undefined, {
      makeDefault: makeDefault ?? false,
    });
    return toResult(outcome, (a) => Object.assign(new ShippingAddress(), a));
  }

  @Mutation(() => [ShippingAddress], {
    description: 'Makes one of your addresses the default, in place of the one before; answers your addresses.',
  })
  async setDefaultShippingAddress(
    @Arg('id', () => ID, { description: 'One of your saved addresses.' }) id: string,
    @Ctx() ctx: AppContext,
  ) {
    const session = await ctx.requireSession();
    return this.addresses.setDefault(session.customerId, id);
  }

  @Mutation(() => ID, {
    description: 'Deletes one of your addresses and returns its id; deleting the default leaves you none.',
  })
  async deleteShippingAddress(
    @Arg('id', () => ID, { description: 'One of your saved addresses.' }) id: string,
    @Ctx() ctx: AppContext,
  ): Promise<string> {
    const session = await ctx.requireSession();
    await this.addresses.remove(session.customerId, id);
    return id;
  }
}
