import { StaffRole } from '../../api/src/modules/staff/permission.type';
import { MeDocument } from '../../web/src/graphql/__generated__/graphql';
import {
  CompleteSetupDocument,
  OpenSetupLinkDocument,
  StaffMeDocument,
  StaffSignInDocument,
  StaffSignOutDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { GraphQLClient } from '../support/graphql-client';
import {
  STAFF_PASSWORD,
  TEST_ACTOR,
  adminClient,
  codeAt,
  signedInStaff,
  tokenOf,
  uniqueStaffEmail,
} from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const REFUSED = 'The e-mail, password or code is not right.';

const auditOf = async (operation: string, recordId: string) =>
  (
    await suite.db.query<{ staff_id: string | null; client_ip: string }>(
      `SELECT staff_id, client_ip FROM audit_event WHERE operation = $1 AND record_id = $2 ORDER BY id`,
      [operation, recordId],
    )
  ).rows;

describe('staff setup link', () => {
  it('enrols a password and an authenticator, signs in, and gives ten recovery codes once', async () => {
    const app = suite.testApp.app;
    const email = uniqueStaffEmail('owner');
    const issued = await app.services.staff.invite(TEST_ACTOR, { email, name: 'Olive Owner', role: StaffRole.OWNER });
    expect(issued.link).toMatch(/\/admin\/setup\/[\w-]{40,}$/);
    const mail = await suite.db.query(`SELECT body FROM outgoing_mail WHERE recipient = $1`, [email]);
    expect(mail.rows[0].body).toContain(issued.link);

    const client = adminClient(app.url);
    const token = tokenOf(issued.link);
    const { openSetupLink } = await client.data(OpenSetupLinkDocument, { token });
    expect(openSetupLink).toMatchObject({ email, name: 'Olive Owner' });
    expect(openSetupLink.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(openSetupLink.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(openSetupLink.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    // Opening it again shows the same secret: the authenticator may be scanned on a second try.
    expect((await client.data(OpenSetupLinkDocument, { token })).openSetupLink.secret).toBe(openSetupLink.secret);

    const wrong = await client.request(CompleteSetupDocument, {
      input: { token, password: STAFF_PASSWORD, code: '000000' },
    });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const weak = await client.request(CompleteSetupDocument, {
      input: { token, password: 'short', code: codeAt(openSetupLink.secret, 0) },
    });
    expect(weak.errors?.[0]?.message).toMatch(/Password/);

    const { completeSetup } = await client.data(CompleteSetupDocument, {
      input: { token, password: STAFF_PASSWORD, code: codeAt(openSetupLink.secret, 0) },
    });
    expect(completeSetup.recoveryCodes).toHaveLength(10);
    expect(new Set(completeSetup.recoveryCodes).size).toBe(10);
    expect(completeSetup.staff).toMatchObject({ email, role: 'OWNER', enrolled: true });
    expect((await client.data(StaffMeDocument)).me?.email).toBe(email);

    const again = await adminClient(app.url).request(OpenSetupLinkDocument, { token });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await auditOf('staff.setup-complete', issued.staff.id)).toHaveLength(1);
    expect(await auditOf('staff.setup-link', issued.staff.id)).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    const app = suite.testApp.app;
    const issued = await app.services.staff.invite(TEST_ACTOR, {
      email: uniqueStaffEmail('late'),
      name: 'Late',
      role: StaffRole.SUPPORT,
    });
    await suite.db.query(`UPDATE staff_setup_link SET expires_at = now() - interval '1 second' WHERE staff_id = $1`, [
      issued.staff.id,
    ]);
    const opened = await adminClient(app.url).request(OpenSetupLinkDocument, { token: tokenOf(issued.link) });
    expect(opened.errors?.[0]?.message).toMatch(/not valid any more/);
  });
});

describe('staff sign-in', () => {
  it('needs the password and a fresh authenticator code; a code once used is refused again', async () => {
    const staff = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
    const browser = adminClient(suite.testApp.url);
    const next = codeAt(staff.secret, 1);
    const signedIn = await browser.data(StaffSignInDocument, {
      input: { email: staff.email, password: STAFF_PASSWORD, code: next },
    });
    expect(signedIn.signIn.role).toBe('FULFILMENT');
    expect((await browser.data(StaffMeDocument)).me?.id).toBe(staff.id);

    const replay = await adminClient(suite.testApp.url).request(StaffSignInDocument, {
      input: { email: staff.email, password: STAFF_PASSWORD, code: next },
    });
    expect(replay.errors?.[0]).toMatchObject({ message: REFUSED, extensions: { code: 'UNAUTHENTICATED' } });
    // Setup used the current step, sign-in the next: an earlier step is refused too.
    const older = await adminClient(suite.testApp.url).request(StaffSignInDocument, {
      input: { email: staff.email, password: STAFF_PASSWORD, code: codeAt(staff.secret, 0) },
    });
    expect(older.errors?.[0]?.message).toBe(REFUSED);
  });

  it('accepts one step of clock drift either way, and no more', async () => {
    const { staff } = suite.testApp.app.services;
    const member = await signedInStaff(suite.testApp.app, StaffRole.SUPPORT);
    // Pretend the last code used was long ago, so steps behind now are not replays.
    const rewind = () => suite.db.query(`UPDATE staff SET totp_last_step = 0 WHERE id = $1`, [member.id]);
    const attempt = (steps: number) =>
      staff.signIn({ email: member.email, password: STAFF_PASSWORD, code: codeAt(member.secret, steps) }, '192.0.2.10');
    await rewind();
    await expect(attempt(-2)).rejects.toThrow(REFUSED);
    await expect(attempt(-1)).resolves.toMatchObject({ staff: { id: member.id } });
    await rewind();
    await expect(attempt(2)).rejects.toThrow(REFUSED);
    await expect(attempt(1)).resolves.toMatchObject({ staff: { id: member.id } });
  });

  it('takes each recovery code once in place of the authenticator', async () => {
    const staff = await signedInStaff(suite.testApp.app, StaffRole.CATALOGUE);
    const code = staff.recoveryCodes[3]!;
    const first = await adminClient(suite.testApp.url).request(StaffSignInDocument, {
      input: { email: staff.email, password: STAFF_PASSWORD, code: code.toUpperCase() },
    });
    expect(first.errors).toBeUndefined();
    const second = await adminClient(suite.testApp.url).request(StaffSignInDocument, {
      input: { email: staff.email, password: STAFF_PASSWORD, code },
    });
    expect(second.errors?.[0]?.message).toBe(REFUSED);
    const { rows } = await suite.db.query(
      `SELECT after FROM audit_event WHERE operation = 'staff.sign-in' AND record_id = $1 ORDER BY id DESC LIMIT 1`,
      [staff.id],
    );
    expect(rows[0].after).toEqual({ with: 'recovery code' });
  });

  it('answers the same whatever was wrong, staff or not, and records each failure', async () => {
    const staff = await signedInStaff(suite.testApp.app, StaffRole.SUPPORT);
    const attempts = [
      { email: staff.email, password: 'wrong password', code: codeAt(staff.secret, 1) },
      { email: staff.email, password: STAFF_PASSWORD, code: '123456' },
      { email: uniqueStaffEmail('nobody'), password: STAFF_PASSWORD, code: codeAt(staff.secret, 1) },
    ];
    for (const input of attempts) {
      const answer = await adminClient(suite.testApp.url).request(StaffSignInDocument, { input });
      expect(answer.data).toBeNull();
      expect(answer.errors).toEqual([
        expect.objectContaining({ message: REFUSED, extensions: { code: 'UNAUTHENTICATED' } }),
      ]);
    }
    const { rows } = await suite.db.query(
      `SELECT after->>'email' AS email FROM audit_event WHERE operation = 'staff.sign-in-failed'
       AND after->>'email' = ANY($1) ORDER BY id`,
      [attempts.map((a) => a.email)],
    );
    expect(rows.map((r) => r.email)).toEqual(attempts.map((a) => a.email));
  });

  it('sets a host-only, HttpOnly, SameSite=Strict cookie for the admin API only, and signs out', async () => {
    const staff = await signedInStaff(suite.testApp.app, StaffRole.MANAGER);
    const response = await fetch(`${suite.testApp.url}/admin-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.55' },
      body: JSON.stringify({
        query: 'mutation($i: StaffSignInInput!) { signIn(input: $i) { id } }',
        variables: { i: { email: staff.email, password: STAFF_PASSWORD, code: codeAt(staff.secret, 1) } },
      }),
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('esi-staff='))!;
    expect(cookie).toMatch(/; Path=\/admin-api; HttpOnly; SameSite=Strict; Max-Age=43200/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    await staff.client.data(StaffSignOutDocument);
    expect((await staff.client.data(StaffMeDocument)).me).toBeNull();
    expect(await auditOf('staff.sign-out', staff.id)).toHaveLength(1);
  });

  it('ends a session after 30 idle minutes and 12 hours after sign-in', async () => {
    const idle = await signedInStaff(suite.testApp.app, StaffRole.SUPPORT);
    await suite.db.query(`UPDATE staff_session SET last_seen_at = now() - interval '31 minutes' WHERE staff_id = $1`, [
      idle.id,
    ]);
    expect((await idle.client.data(StaffMeDocument)).me).toBeNull();

    const busy = await signedInStaff(suite.testApp.app, StaffRole.SUPPORT);
    await suite.db.query(`UPDATE staff_session SET last_seen_at = now() - interval '29 minutes' WHERE staff_id = $1`, [
      busy.id,
    ]);
    expect((await busy.client.data(StaffMeDocument)).me?.id).toBe(busy.id);
    // That request restarted the idle clock.
    const { rows } = await suite.db.query(
      `SELECT last_seen_at > now() - interval '1 minute' AS fresh FROM staff_session WHERE staff_id = $1`,
      [busy.id],
    );
    expect(rows[0].fresh).toBe(true);
    await suite.db.query(`UPDATE staff_session SET expires_at = now() WHERE staff_id = $1`, [busy.id]);
    expect((await busy.client.data(StaffMeDocument)).me).toBeNull();
  });
});

describe('staff and customers are apart', () => {
  it("a customer's session is no staff session, and a staff session is no customer", async () => {
    const shop = new GraphQLClient(suite.testApp.url);
    await signUpCustomer(shop, suite.testApp.app.database.url);
    const asAdmin = adminClient(suite.testApp.url);
    asAdmin.setCookie('esi-data', shop.cookie('esi-data')!);
    expect((await asAdmin.data(StaffMeDocument)).me).toBeNull();

    const staff = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
    const asShop = new GraphQLClient(suite.testApp.url);
    asShop.setCookie('esi-staff', staff.client.cookie('esi-staff')!);
    expect((await asShop.data(MeDocument)).me).toBeNull();
  });
});
