import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../admin-context';
import { Allow } from '../../common/admin-permissions';
import { Permission, ROLE_PERMISSIONS, StaffRole } from './permission.type';
import type { StaffService } from './staff.service';
import { CompleteSetupInput, InviteStaffInput, StaffSignInInput } from './staff.inputs';
import { RolePermissions, SetupCompleted, SetupLinkIssued, StaffEnrolment, StaffMember } from './staff.types';

const toMember = (value: StaffMember): StaffMember => Object.assign(new StaffMember(), value);
const toIssued = (value: SetupLinkIssued): SetupLinkIssued =>
  Object.assign(new SetupLinkIssued(), { ...value, staff: toMember(value.staff) });

/** Staff sign-in, setup links, and the owner's staff page. */
@Resolver()
export class StaffAdminResolver {
  constructor(private readonly staff: StaffService) {}

  @Query(() => StaffMember, { nullable: true, description: 'The signed-in staff member, or null.' })
  async me(@Ctx() ctx: AdminContext): Promise<StaffMember | null> {
    const principal = await ctx.staff();
    const member = principal && (await this.staff.get(principal.staffId));
    return member ? toMember(member) : null;
  }

  @Query(() => [RolePermissions], { description: 'Every role and the permissions it holds.' })
  @Allow()
  roles(): RolePermissions[] {
    return Object.values(StaffRole).map((role) =>
      Object.assign(new RolePermissions(), { role, permissions: [...ROLE_PERMISSIONS[role]] }),
    );
  }

  @Query(() => [StaffMember], { description: 'Every staff member, enabled first.' })
  @Allow(Permission.MANAGE_STAFF)
  async staffMembers(): Promise<StaffMember[]> {
    return (await this.staff.list()).map(toMember);
  }

  @Mutation(() => StaffMember, {
    description:
      'Signs in with e-mail, password and authenticator code (or a recovery code); sets the staff session cookie. ' +
      'Refused with UNAUTHENTICATED and the same message whatever was wrong.',
  })
  async signIn(
    @Arg('input', () => StaffSignInInput, { description: 'E-mail, password and code.' }) input: StaffSignInInput,
    @Ctx() ctx: AdminContext,
  ) {
    const { staff, sessionToken } = await this.staff.signIn(input, ctx.clientIp);
    ctx.startStaffSession(sessionToken);
    return toMember(staff);
  }

  @Mutation(() => Boolean, { description: 'Ends the staff session on the server and clears its cookie.' })
  async signOut(@Ctx() ctx: AdminContext): Promise<boolean> {
    const principal = await ctx.staff();
    if (principal) await this.staff.signOut(principal, ctx.staffToken, ctx.clientIp);
    ctx.endStaffSession();
    return true;
  }

  @Mutation(() => StaffEnrolment, {
    description: 'Opens a setup link: the authenticator secret to enrol. NOT_FOUND when the link is used or expired.',
  })
  async openSetupLink(
    @Arg('token', () => String, { description: 'The token at the end of the setup link.' }) token: string,
  ): Promise<StaffEnrolment> {
    return Object.assign(new StaffEnrolment(), await this.staff.openSetupLink(token));
  }

  @Mutation(() => SetupCompleted, {
    description: 'Sets the password, confirms the authenticator with its first code, and signs in.',
  })
  async completeSetup(
    @Arg('input', () => CompleteSetupInput, { description: 'The link, the new password and the first code.' })
    input: CompleteSetupInput,
    @Ctx() ctx: AdminContext,
  ) {
    const { sessionToken, staff, recoveryCodes } = await this.staff.completeSetup(input.token, input, ctx.clientIp);
    ctx.startStaffSession(sessionToken);
    return Object.assign(new SetupCompleted(), { staff: toMember(staff), recoveryCodes });
  }

  @Mutation(() => SetupLinkIssued, { description: 'Invites a staff member: they are mailed a setup link.' })
  @Allow(Permission.MANAGE_STAFF)
  async inviteStaff(
    @Arg('input', () => InviteStaffInput, { description: 'Who to invite, and as what.' }) input: InviteStaffInput,
    @Ctx() ctx: AdminContext,
  ) {
    return toIssued(await this.staff.invite(await ctx.actor(), input));
  }

  @Mutation(() => StaffMember, { description: "Changes a staff member's role; their sessions end." })
  @Allow(Permission.MANAGE_STAFF)
  async changeStaffRole(
    @Arg('id', () => ID, { description: 'The staff member.' }) id: string,
    @Arg('role', () => StaffRole, { description: 'Their new role.' }) role: StaffRole,
    @Ctx() ctx: AdminContext,
  ): Promise<StaffMember> {
    return toMember(await this.staff.changeRole(await ctx.actor(), id, role));
  }

  @Mutation(() => StaffMember, { description: 'Disables a staff member: their sessions end and sign-in is refused.' })
  @Allow(Permission.MANAGE_STAFF)
  async disableStaff(@Arg('id', () => ID, { description: 'The staff member.' }) id: string, @Ctx() ctx: AdminContext) {
    return toMember(await this.staff.setDisabled(await ctx.actor(), id, true));
  }

  @Mutation(() => StaffMember, { description: 'Enables a disabled staff member again.' })
  @Allow(Permission.MANAGE_STAFF)
  async enableStaff(@Arg('id', () => ID, { description: 'The staff member.' }) id: string, @Ctx() ctx: AdminContext) {
    return toMember(await this.staff.setDisabled(await ctx.actor(), id, false));
  }

  @Mutation(() => SetupLinkIssued, {
    description:
      'Resets an authenticator: the old one and its recovery codes stop working, and a new setup link is mailed.',
  })
  @Allow(Permission.MANAGE_STAFF)
  async resetStaffAuthenticator(
    @Arg('id', () => ID, { description: 'The staff member.' }) id: string,
    @Ctx() ctx: AdminContext,
  ): Promise<SetupLinkIssued> {
    return toIssued(await this.staff.resetAuthenticator(await ctx.actor(), id));
  }
}
