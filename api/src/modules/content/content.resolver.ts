import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { PublicAnswer } from '../../common/public-answer';
import type { AppContext } from '../../context';
import { Done, DoneResult } from '../customers/customer.types';
import { toResult } from '../../common/input-errors';
import { CONTENT_MESSAGES } from './content.constants';
import { DeviceRegistrationInput } from './content.inputs';
import type { NewsletterService } from './newsletter.service';
import type { WarrantyService } from './warranty.service';

const done = (message: string) => () => Object.assign(new Done(), { message });

@Resolver()
export class ContentResolver {
  constructor(
    private readonly warranty: WarrantyService,
    private readonly newsletter: NewsletterService,
  ) {}

  @Query(() => [String], { description: 'The devices a warranty can be registered for.' })
  @PublicAnswer()
  deviceOptions(): string[] {
    return [...this.warranty.deviceOptions()];
  }

  @Mutation(() => DoneResult, { description: 'Registers a device for its warranty.' })
  async registerDevice(
    @Arg('input', () => DeviceRegistrationInput, { description: 'The owner, the device and its purchase.' })
    input: DeviceRegistrationInput,
    @Ctx() ctx: AppContext,
  ) {
    return toResult(await this.warranty.register(input, ctx.clientIp), done(CONTENT_MESSAGES.deviceRegistered));
  }

  @Mutation(() => DoneResult, { description: 'Subscribes an e-mail address; a repeat answers the same.' })
  async subscribeToNewsletter(
    @Arg('email', () => String, { description: 'The e-mail address to send the newsletter to.' }) email: string,
    @Ctx() ctx: AppContext,
  ) {
    return toResult(await this.newsletter.subscribe(email, ctx.clientIp), done(CONTENT_MESSAGES.subscribed));
  }
}
