import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { toResult } from '../../common/input-errors';
import type { AppContext } from '../../context';
import type { AffiliationService } from './affiliation.service';
import {
  ServiceClaimInput,
  ServiceDiscount,
  ServiceVerification,
  ServiceVerificationResult,
  type ServiceVerificationState,
} from './affiliation.types';

@Resolver()
export class AffiliationResolver {
  constructor(private readonly affiliation: AffiliationService) {}

  @Query(() => ServiceDiscount, {
    description: "The signed-in customer's military and first-responder discount: verified group, today's code.",
  })
  async serviceDiscount(@Ctx() ctx: AppContext): Promise<ServiceDiscount> {
    const session = await ctx.requireSession();
    return Object.assign(new ServiceDiscount(), await this.affiliation.status(session.customerId));
  }

  @Mutation(() => ServiceVerificationResult, {
    description:
      'Verifies the signed-in customer as military or first responder with the verification service; a verified ' +
      'customer receives a single-use code for 25% off (one a day, good for their account only), also by mail.',
  })
  async verifyServiceStatus(
    @Arg('input', () => ServiceClaimInput, { description: 'The claim to verify.' }) input: ServiceClaimInput,
    @Ctx() ctx: AppContext,
  ) {
    const session = await ctx.requireSession();
    const outcome = await this.affiliation.verify(session.customerId, input);
    return toResult(outcome, (answer) =>
      Object.assign(new ServiceVerification(), { ...answer, state: answer.state as ServiceVerificationState }),
    );
  }
}
