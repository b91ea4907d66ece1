import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../admin-context';
import { Allow } from '../../common/admin-permissions';
import { badInput } from '../../errors';
import type { CatalogService } from '../catalog/catalog.service';
import { Permission } from '../staff/permission.type';
import { type PromotionDraft, type PromotionRow, type PromotionAdminService } from './promotion-admin.service';
import { PromotionInput, PromotionPreview, PromotionStatusValue, PromotionView } from './promotion-admin.types';
import { inDollars } from '../../common/dollars';

const toView = (row: PromotionRow): PromotionView => Object.assign(new PromotionView(), row);

function draftOf(input: PromotionInput): PromotionDraft {
  return {
    name: input.name,
    banner: input.banner ?? null,
    startsAt: input.startsAt,
    endsAt: input.endsAt ?? null,
    minSubtotalCents: input.minSubtotalCents ?? null,
    productIds: input.productIds,
    brands: input.brands,
    categories: input.categories,
    endsKinds: input.endsKinds,
    firstOrder: input.firstOrder,
    requiresCode: input.requiresCode,
    action: input.action,
    appliesTo: input.appliesTo,
    percentBp: input.percentBp ?? null,
    amountCents: input.amountCents ?? null,
    buyQuantity: input.buyQuantity ?? null,
    getQuantity: input.getQuantity ?? null,
    combinable: input.combinable,
    priority: input.priority,
    usageLimit: input.usageLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
  };
}

/** Promotions in the back office: owners and managers (MANAGE_PROMOTIONS); every change audited. */
@Resolver()
export class PromotionAdminResolver {
  constructor(
    private readonly editor: PromotionAdminService,
    private readonly catalog: CatalogService,
  ) {}

  @Query(() => [PromotionView], { description: 'The promotions, newest first (ended last), with their use.' })
  @Allow(Permission.MANAGE_PROMOTIONS)
  async promotions(
    @Arg('status', () => PromotionStatusValue, { nullable: true, description: 'Only of this status.' })
    status: PromotionStatusValue | null,
    @Arg('text', () => String, { nullable: true, description: 'A part of the name, or one of its codes.' })
    text: string | null,
  ): Promise<PromotionView[]> {
    if (text && text.length > 100) throw badInput('text: at most 100 characters.');
    return (await this.editor.list({ status, text })).map(toView);
  }

  @Query(() => PromotionView, { description: 'One promotion with its use.' })
  @Allow(Permission.MANAGE_PROMOTIONS)
  async promotion(@Arg('id', () => ID, { description: 'The promotion.' }) id: string): Promise<PromotionView> {
    return toView(await this.editor.get(id));
  }

  @Query(() => PromotionPreview, { description: '"This cart would get …": the promotion alone on these products now.' })
  @Allow(Permission.MANAGE_PROMOTIONS)
  async promotionPreview(
    @Arg('id', () => ID, { description: 'The promotion (a draft too).' }) id: string,
    @Arg('productIds', () => [ID], { description: 'The cart’s products (at most 50).' }) productIds: string[],
    @Arg('quantities', () => [Int], { description: 'Units of each, in their order.' }) quantities: number[],
  ): Promise<PromotionPreview> {
    if (productIds.length > 50 || quantities.length !== productIds.length) {
      throw badInput('productIds and quantities: at most 50, one quantity each.');
    }
    if (quantities.some((q) => !Number.isInteger(q) || q < 1 || q > 99)) throw badInput('quantities: 1 to 99 each.');
    const products = await this.catalog.productsByIds(productIds.map(Number).filter(Number.isSafeInteger));
    const lines = products.map((product) => ({ product, quantity: quantities[productIds.indexOf(product.id)]! }));
    const { discountCents, freeShipping } = await this.editor.preview(id, lines);
    const parts = [discountCents > 0 ? `${inDollars(discountCents)} off` : null, freeShipping ? 'free shipping' : null];
    const what = parts.filter(Boolean).join(' and ');
    return {
      discount: discountCents,
      freeShipping,
      summary: what ? `This cart would get ${what}.` : 'This cart would get nothing from it.',
    };
  }

  @Mutation(() => PromotionView, { description: 'Creates a promotion as a draft (audited).' })
  @Allow(Permission.MANAGE_PROMOTIONS)
  async createPromotion(
    @Arg('input', () => PromotionInput, { description: 'The promotion.' }) input: PromotionInput,
    @Ctx() ctx: AdminContext,
  ): Promise<PromotionView> {
    return toView(await this.editor.save(await ctx.actor(), null, draftOf(input)));
  }

  @Mutation(() => PromotionView, { description: 'Changes a promotion not ended (audited).' })
  @Allow(Permission.MANAGE_PROMOTIONS)
  async updatePromotion(
    @Arg('id', () => ID, { description: 'The promotion.' }) id: string,
    @Arg('input', () => PromotionInput, { description: 'The promotion as it is now.' }) input: PromotionInput,
    @Ctx() ctx: AdminContext,
  ): Promise<PromotionView> {
    return toView(await this.editor.save(await ctx.actor(), id, draftOf(input)));
  }

  @Mutation(() => PromotionView, { description: 'Activates a draft: it applies between its dates (audited).' })
  @Allow(Permission.MANAGE_PROMOTIONS)
  async activatePromotion(
    @Arg('id', () => ID, { description: 'The promotion.' }) id: string,
    @Ctx() ctx: AdminContext,
  ): Promise<PromotionView> {
    return toView(await this.editor.setStatus(await ctx.actor(), id, 'active'));
  }

  @Mutation(() => PromotionView, { description: 'Ends a promotion for good (audited).' })
  @Allow(Permission.MANAGE_PROMOTIONS)
  async endPromotion(
    @Arg('id', () => ID, { description: 'The promotion.' }) id: string,
    @Ctx() ctx: AdminContext,
  ): Promise<PromotionView> {
    return toView(await this.editor.setStatus(await ctx.actor(), id, 'ended'));
  }

  @Mutation(() => Int, {
    description:
      'Adds a shared code (code) or a batch of single-use codes (count, optional prefix); answers how many (audited).',
  })
  @Allow(Permission.MANAGE_PROMOTIONS)
  async addPromotionCodes(
    @Arg('id', () => ID, { description: 'The promotion.' }) id: string,
    @Arg('code', () => String, { nullable: true, description: 'One shared code, any case.' }) code: string | null,
    @Arg('count', () => Int, { nullable: true, description: 'How many single-use codes (1 to 5000).' })
    count: number | null,
    @Arg('prefix', () => String, { nullable: true, description: 'What each single-use code starts with.' })
    prefix: string | null,
    @Ctx() ctx: AdminContext,
  ): Promise<number> {
    if ((code?.length ?? 0) > 100 || (prefix?.length ?? 0) > 100) throw badInput('code, prefix: too long.');
    return this.editor.addCodes(await ctx.actor(), id, { code, count, prefix });
  }
}
