import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { toResult } from '../../common/input-errors';
import type { AppContext } from '../../context';
import type { AffiliationService } from './affiliation.service';
import {
  ServiceClaimInput,
  ServiceDiscount,
  ServiceVerification,
  type ServiceVerificationFlow,
  ServiceVerificationResult,
  ServiceVerificationStart,
  ServiceVerificationStartInput,
  ServiceVerificationStartResult,
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
    const status = await this.affiliation.status(session.customerId);
    return Object.assign(new ServiceDiscount(), { ...status, flow: status.flow as ServiceVerificationFlow | null });
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

  @Mutation(() => ServiceVerificationStartResult, {
    description:
      "Starts the signed-in customer's visit to the verification service (REDIRECT flow): the answer is the " +
      "provider's page, with a one-time state bound to the customer; they come back to /Military with their code.",
  })
  async startServiceVerification(
    @Arg('input', () => ServiceVerificationStartInput, { description: 'The group to verify in.' })
    input: ServiceVerificationStartInput,
    @Ctx() ctx: AppContext,
  ) {
    const session = await ctx.requireSession();
    const outcome = await this.affiliation.startRedirect(session.customerId, input.group);
    return toResult(outcome, (answer) => Object.assign(new ServiceVerificationStart(), answer));
  }
}
