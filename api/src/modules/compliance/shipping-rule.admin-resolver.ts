import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../admin-context';
import { Allow } from '../../common/admin-permissions';
import { Permission } from '../staff/permission.type';
import type { ShippingRuleEditorService } from './shipping-rule-editor.service';
import {
  ShippingRuleChoices,
  ShippingRuleInput,
  ShippingRulePreview,
  ShippingRuleView,
} from './shipping-rule-admin.types';

const toView = (value: ShippingRuleView): ShippingRuleView => Object.assign(new ShippingRuleView(), value);

/** The product-by-state shipping rules as staff read and change them. */
@Resolver()
export class ShippingRuleAdminResolver {
  constructor(private readonly rules: ShippingRuleEditorService) {}

  @Query(() => [ShippingRuleView], { description: 'Every shipping rule, past, present and future, by state.' })
  @Allow(Permission.READ_SHIPPING_RULES)
  async shippingRules(): Promise<ShippingRuleView[]> {
    return (await this.rules.list()).map(toView);
  }

  @Query(() => ShippingRuleChoices, { description: 'The states, product types and flavours a rule may name.' })
  @Allow(Permission.READ_SHIPPING_RULES)
  async shippingRuleChoices(): Promise<ShippingRuleChoices> {
    return Object.assign(new ShippingRuleChoices(), await this.rules.choices());
  }

  @Query(() => ShippingRulePreview, {
    description:
      'What a rule would do if saved as it is (replacing rule `id` when given): the products it would stop, limit or ' +
      'refuse discounts on at its place; changes nothing.',
  })
  @Allow(Permission.READ_SHIPPING_RULES)
  async previewShippingRule(
    @Arg('input', () => ShippingRuleInput, { description: 'The rule as it would be saved.' }) input: ShippingRuleInput,
    @Arg('id', () => ID, { nullable: true, description: 'The rule it would replace, when editing one.' })
    id: string | null,
  ): Promise<ShippingRulePreview> {
    return Object.assign(new ShippingRulePreview(), await this.rules.preview(input, id));
  }

  @Mutation(() => ShippingRuleView, {
    description: 'Adds a rule; the shop applies it from its first day. CONFLICT when it overlaps another.',
  })
  @Allow(Permission.UPDATE_SHIPPING_RULES)
  async addShippingRule(
    @Arg('input', () => ShippingRuleInput, { description: 'The new rule.' }) input: ShippingRuleInput,
    @Ctx() ctx: AdminContext,
  ): Promise<ShippingRuleView> {
    return toView(await this.rules.add(await ctx.actor(), input));
  }

  @Mutation(() => ShippingRuleView, {
    description: 'Changes a rule; orders already placed keep their terms. CONFLICT when it would overlap another.',
  })
  @Allow(Permission.UPDATE_SHIPPING_RULES)
  async updateShippingRule(
    @Arg('id', () => ID, { description: 'The rule.' }) id: string,
    @Arg('input', () => ShippingRuleInput, { description: 'The rule as it should be.' }) input: ShippingRuleInput,
    @Ctx() ctx: AdminContext,
  ): Promise<ShippingRuleView> {
    return toView(await this.rules.update(await ctx.actor(), id, input));
  }

  @Mutation(() => ShippingRuleView, {
    description: 'Ends a rule: from that day (default today, UTC) the shop no longer applies it.',
  })
  @Allow(Permission.UPDATE_SHIPPING_RULES)
  async endShippingRule(
    @Arg('id', () => ID, { description: 'The rule.' }) id: string,
    @Arg('on', () => String, { nullable: true, description: 'The first day it no longer applies (YYYY-MM-DD).' })
    on: string | null,
    @Ctx() ctx: AdminContext,
  ): Promise<ShippingRuleView> {
    return toView(await this.rules.end(await ctx.actor(), id, on));
  }

  @Mutation(() => ShippingRuleView, {
    description:
      'Confirms a rule (active: the shop applies it in its dates, from the next cart) or sets it inactive; a rule ' +
      'the facts file marks unconfirmed is seeded inactive for compliance staff to confirm.',
  })
  @Allow(Permission.UPDATE_SHIPPING_RULES)
  async setShippingRuleActive(
    @Arg('id', () => ID, { description: 'The rule.' }) id: string,
    @Arg('active', () => Boolean, { description: 'True: confirm it; false: set it inactive.' }) active: boolean,
    @Ctx() ctx: AdminContext,
  ): Promise<ShippingRuleView> {
    return toView(await this.rules.setActive(await ctx.actor(), id, active));
  }
}
