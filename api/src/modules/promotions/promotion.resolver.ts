import { Query, Resolver } from 'type-graphql';
import { PublicAnswer } from '../../common/public-answer';
import type { PromotionService } from './promotion.service';
import { SignUpOffer } from './promotion.types';

@Resolver()
export class PromotionResolver {
  constructor(private readonly promotions: PromotionService) {}

  @Query(() => SignUpOffer, {
    nullable: true,
    description: "The offer to a new account (the footer's and the sign-up page's words); null when none runs.",
  })
  // Shared by HTTP caches only: a staff change shows within the cache's age, never kept longer by a replica.
  @PublicAnswer({ kept: false })
  signUpOffer(): Promise<SignUpOffer | null> {
    return this.promotions.signUpOffer();
  }
}
