import { randomBytes } from 'node:crypto';
import type { App } from '../../api/src/app';
import type { Actor } from '../../api/src/modules/audit/audit.service';
import { StaffRole } from '../../api/src/modules/staff/permission.type';
import { totpCode } from '../../api/src/modules/staff/totp.rules';
import { CompleteSetupDocument, OpenSetupLinkDocument } from '../../web/admin/src/graphql/__generated__/graphql';
import { GraphQLClient } from './graphql-client';

export const STAFF_PASSWORD = 'staff pass 123';
export const TEST_ACTOR: Actor = { staffId: null, email: null, role: null, clientIp: 'test' };
const STEP_MS = 30_000;

/** A client of the admin API, standing for one browser. */
export const adminClient = (url: string, clientIp?: string): GraphQLClient =>
  new GraphQLClient(url, clientIp, '/admin-api');

export const uniqueStaffEmail = (role: string): string => `${role}.${randomBytes(4).toString('hex')}@staff.example.com`;

export interface SignedInStaff {
  readonly client: GraphQLClient;
  readonly id: string;
  readonly email: string;
  readonly secret: string;
  readonly recoveryCodes: string[];
}

/** The token at the end of a setup link. */
export const tokenOf = (link: string): string => link.slice(link.lastIndexOf('/') + 1);

/**
 * A staff member of `role`, invited through the service (as the command line does) and set up through the
 * admin API as a browser would: their client holds a live staff session.
 */
export async function signedInStaff(app: App, role: StaffRole = StaffRole.OWNER): Promise<SignedInStaff> {
  const email = uniqueStaffEmail(role);
  const issued = await app.services.staff.invite(TEST_ACTOR, { email, name: `Test ${role}`, role });
  const client = adminClient(app.url);
  const token = tokenOf(issued.link);
  const { openSetupLink } = await client.data(OpenSetupLinkDocument, { token });
  const { completeSetup } = await client.data(CompleteSetupDocument, {
    input: { token, password: STAFF_PASSWORD, code: totpCode(openSetupLink.secret) },
  });
  return {
    client,
    id: issued.staff.id,
    email,
    secret: openSetupLink.secret,
    recoveryCodes: completeSetup.recoveryCodes,
  };
}

/** The authenticator's code `steps` time steps from now (setup used up the current one). */
export const codeAt = (secret: string, steps: number): string => totpCode(secret, Date.now() + steps * STEP_MS);
