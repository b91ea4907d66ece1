import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import { MESSAGES } from './account.rules';
import type { AuthService, NewSession } from './auth.service';
import { ChangePasswordInput, LogInInput, ResetPasswordInput, SignUpInput } from './auth.inputs';
import { AuthResult, AuthSuccess, Customer, Done, DoneResult } from './customer.types';
import { toResult } from '../../common/input-errors';
import { guestCartToken } from '../cart/cart-owner.cookie';
import { deviceToken, rememberDevice } from './device.cookie';

const done = (message: string) => () => Object.assign(new Done(), { message });

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Query(() => Customer, { nullable: true, description: 'The logged-in customer, or null.' })
  async me(@Ctx() ctx: AppContext): Promise<Customer | null> {
    const session = await ctx.session();
    const customer = session && (await this.auth.customer(session.customerId));
    return customer ? Object.assign(new Customer(), customer) : null;
  }

  @Mutation(() => DoneResult, { description: 'Sign-up step 1: e-mails a 6-digit code (valid 10 minutes).' })
  async requestSignUpCode(
    @Arg('email', () => String, { description: 'The e-mail address to sign up with; the code goes there.' })
    email: string,
    @Ctx() ctx: AppContext,
  ) {
    return toResult(await this.auth.requestSignUpCode(email, ctx.clientIp), done(MESSAGES.codeSent));
  }

  @Mutation(() => AuthResult, { description: 'Sign-up step 2: creates the account with the code and logs it in.' })
  async signUp(
    @Arg('input', () => SignUpInput, { description: 'The new account, with its code.' }) input: SignUpInput,
    @Ctx() ctx: AppContext,
  ) {
    const outcome = await this.auth.signUp(input, ctx.clientIp, guestCartToken(ctx));
    return toResult(outcome, (value) => this.started(value, ctx));
  }

  @Mutation(() => AuthResult, {
    description: "Signs in with e-mail and password (the session cookie is set); the guest cart joins the customer's.",
  })
  async logIn(
    @Arg('input', () => LogInInput, { description: 'E-mail and password.' }) input: LogInInput,
    @Ctx() ctx: AppContext,
  ) {
    const outcome = await this.auth.logIn(input.email, input.password, {
      ip: ctx.clientIp,
      guestToken: guestCartToken(ctx),
      deviceToken: deviceToken(ctx),
    });
    return toResult(outcome, (value) => this.started(value, ctx));
  }

  @Mutation(() => Boolean, { description: 'Ends the session on the server and clears the cookie.' })
  async logOut(@Ctx() ctx: AppContext): Promise<boolean> {
    await this.auth.logOut(ctx.sessionToken);
    ctx.endSession();
    return true;
  }

  @Mutation(() => DoneResult, {
    description: 'Recovery step 1: the same answer whether or not the address is registered.',
  })
  async requestPasswordRecovery(
    @Arg('email', () => String, { description: "The account's e-mail address; the code goes there." }) email: string,
    @Ctx() ctx: AppContext,
  ) {
    return toResult(await this.auth.requestPasswordRecovery(email, ctx.clientIp), done(MESSAGES.recoverySent));
  }

  @Mutation(() => DoneResult, { description: 'Recovery step 2: sets a new password and ends every session.' })
  async resetPassword(
    @Arg('input', () => ResetPasswordInput, { description: 'E-mail, code and new password.' })
    input: ResetPasswordInput,
    @Ctx() ctx: AppContext,
  ) {
    const outcome = await this.auth.resetPassword(input.email, input.code, input.newPassword, ctx.clientIp);
    return toResult(outcome, done('Your password has been reset. Please log in.'));
  }

  @Mutation(() => DoneResult, { description: 'Needs the old password; every other session ends.' })
  async changePassword(
    @Arg('input', () => ChangePasswordInput, { description: 'The current and the new password.' })
    input: ChangePasswordInput,
    @Ctx() ctx: AppContext,
  ) {
    const session = await ctx.requireSession();
    const outcome = await this.auth.changePassword(session, input.currentPassword, input.newPassword);
    return toResult(outcome, done('Your password has been successfully updated.'));
  }

  private started({ customer, token, deviceToken }: NewSession, ctx: AppContext): AuthSuccess {
    ctx.startSession(token);
    rememberDevice(ctx, deviceToken);
    return Object.assign(new AuthSuccess(), { customer: Object.assign(new Customer(), customer) });
  }
}
