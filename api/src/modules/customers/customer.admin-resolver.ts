import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../admin-context';
import { Allow } from '../../common/admin-permissions';
import { PageInput, pageWindow } from '../../common/page.input';
import { notFound } from '../../errors';
import { Permission } from '../staff/permission.type';
import type { CustomerDeskService } from './customer-desk.service';
import { CustomerDetail, CustomerPage } from './customer-desk.types';

const toDetail = (value: CustomerDetail): CustomerDetail => Object.assign(new CustomerDetail(), value);

/** The back office's customers: find them, read an account, disable or enable it, send a recovery mail. */
@Resolver()
export class CustomerAdminResolver {
  constructor(private readonly desk: CustomerDeskService) {}

  @Query(() => CustomerPage, { description: 'Customers whose e-mail or name holds the text, newest first.' })
  @Allow(Permission.READ_CUSTOMER)
  async customers(
    @Arg('text', () => String, { nullable: true, description: 'Part of an e-mail address or a name; none: all.' })
    text: string | null,
    @Arg('page', () => PageInput, { description: 'Which page.' }) page: PageInput,
  ): Promise<CustomerPage> {
    return Object.assign(new CustomerPage(), await this.desk.search(text, pageWindow(page)));
  }

  @Query(() => CustomerDetail, { description: 'One customer’s account. NOT_FOUND when there is none.' })
  @Allow(Permission.READ_CUSTOMER)
  async customer(@Arg('id', () => ID, { description: 'The customer.' }) id: string): Promise<CustomerDetail> {
    const detail = await this.desk.detail(id);
    if (!detail) throw notFound('There is no such customer.');
    return toDetail(detail);
  }

  @Mutation(() => CustomerDetail, {
    description:
      'Disables an account: its sessions end and the shop refuses its login as a wrong password, and password ' +
      'recovery. Disabling a disabled account changes nothing.',
  })
  @Allow(Permission.UPDATE_CUSTOMER)
  async disableCustomer(
    @Arg('id', () => ID, { description: 'The customer.' }) id: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why, for the other staff (at most 500 characters).' })
    reason: string | null,
    @Ctx() ctx: AdminContext,
  ): Promise<CustomerDetail> {
    return toDetail(await this.desk.disable(await ctx.actor(), id, reason));
  }

  @Mutation(() => CustomerDetail, { description: 'Enables a disabled account: its password works again.' })
  @Allow(Permission.UPDATE_CUSTOMER)
  async enableCustomer(
    @Arg('id', () => ID, { description: 'The customer.' }) id: string,
    @Ctx() ctx: AdminContext,
  ): Promise<CustomerDetail> {
    return toDetail(await this.desk.enable(await ctx.actor(), id));
  }

  @Mutation(() => Boolean, {
    description: 'Mails the customer the shop’s password-recovery code. Refused for a disabled account.',
  })
  @Allow(Permission.UPDATE_CUSTOMER)
  async sendPasswordRecovery(
    @Arg('id', () => ID, { description: 'The customer.' }) id: string,
    @Ctx() ctx: AdminContext,
  ): Promise<boolean> {
    await this.desk.sendPasswordRecovery(await ctx.actor(), id);
    return true;
  }
}
