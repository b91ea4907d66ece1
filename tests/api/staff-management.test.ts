import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AuditEventsDocument,
  ChangeStaffRoleDocument,
  DisableStaffDocument,
  EnableStaffDocument,
  InviteStaffDocument,
  RecordHistoryDocument,
  ResetStaffAuthenticatorDocument,
  StaffMeDocument,
  StaffMembersDocument,
  StaffSignInDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { STAFF_PASSWORD, TEST_ACTOR, adminClient, codeAt, signedInStaff, uniqueStaffEmail } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();

describe("the owner's staff page", () => {
  it('invites staff with a setup link, lists them, and records who did it', async () => {
    const owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
    const email = uniqueStaffEmail('picker');
    const { inviteStaff } = await owner.client.data(InviteStaffDocument, {
      input: { email, name: 'Pat Picker', role: 'FULFILMENT' },
    });
    expect(inviteStaff.link).toMatch(/\/admin\/setup\//);
    expect(inviteStaff.staff).toMatchObject({ email, role: 'FULFILMENT', enrolled: false });
    const twice = await owner.client.request(InviteStaffDocument, { input: { email, name: 'Again', role: 'SUPPORT' } });
    expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const { staffMembers, roles } = await owner.client.data(StaffMembersDocument);
    expect(staffMembers.map((m) => m.email)).toContain(email);
    expect(roles.find((r) => r.role === 'FULFILMENT')?.permissions).toEqual(['READ_ORDER', 'UPDATE_ORDER']);

    const { recordHistory } = await owner.client.data(RecordHistoryDocument, {
      recordType: 'staff',
      recordId: inviteStaff.staff.id,
    });
    expect(recordHistory.map((e) => e.operation)).toEqual(['staff.setup-link', 'staff.invite']);
    expect(recordHistory[1]).toMatchObject({ staffId: owner.id, staffEmail: owner.email, staffRole: 'owner' });
    expect(JSON.parse(recordHistory[1]!.after!)).toEqual({ email, name: 'Pat Picker', role: 'fulfilment' });
  });

  it('a role change ends the member’s sessions and records before and after', async () => {
    const owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
    const member = await signedInStaff(suite.testApp.app, StaffRole.SUPPORT);
    const { changeStaffRole } = await owner.client.data(ChangeStaffRoleDocument, { id: member.id, role: 'CATALOGUE' });
    expect(changeStaffRole.permissions).toContain('UPDATE_STOCK');
    expect((await member.client.data(StaffMeDocument)).me).toBeNull();
    const { auditEvents } = await owner.client.data(AuditEventsDocument, {
      filter: { recordType: 'staff', record: member.id, operation: 'staff.change-role' },
      page: { page: 1, pageSize: 10 },
    });
    expect(auditEvents.total).toBe(1);
    expect(JSON.parse(auditEvents.events[0]!.before!)).toMatchObject({ role: 'support' });
    expect(JSON.parse(auditEvents.events[0]!.after!)).toMatchObject({ role: 'catalogue' });
  });

  it('disabling ends the sessions and refuses sign-in; enabling lets them back', async () => {
    const owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
    const member = await signedInStaff(suite.testApp.app, StaffRole.MANAGER);
    await owner.client.data(DisableStaffDocument, { id: member.id });
    expect((await member.client.data(StaffMeDocument)).me).toBeNull();
    const input = { email: member.email, password: STAFF_PASSWORD, code: codeAt(member.secret, 1) };
    expect(
      (await adminClient(suite.testApp.url).request(StaffSignInDocument, { input })).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    await owner.client.data(EnableStaffDocument, { id: member.id });
    expect((await adminClient(suite.testApp.url).request(StaffSignInDocument, { input })).errors).toBeUndefined();
  });

  it('keeps an enabled owner, and nobody disables themselves', async () => {
    const app = suite.testApp.app;
    // The only owner of a fresh shop cannot step down.
    await suite.db.query(`UPDATE staff SET disabled_at = now() WHERE role = 'owner'`);
    const owner = await signedInStaff(app, StaffRole.OWNER);
    const self = await owner.client.request(DisableStaffDocument, { id: owner.id });
    expect(self.errors?.[0]?.message).toMatch(/your own account/);
    const demoted = await app.services.staff
      .changeRole(TEST_ACTOR, owner.id, StaffRole.MANAGER)
      .catch((error: Error) => error.message);
    expect(demoted).toMatch(/at least one enabled owner/);
    const before = await suite.db.query(`SELECT count(*)::int AS n FROM audit_event WHERE record_id = $1`, [owner.id]);
    expect(before.rows[0].n).toBeGreaterThan(0);
  });

  it('a reset authenticator stops the old codes and sessions and mails a new link', async () => {
    const owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
    const member = await signedInStaff(suite.testApp.app, StaffRole.COMPLIANCE);
    const { resetStaffAuthenticator } = await owner.client.data(ResetStaffAuthenticatorDocument, { id: member.id });
    expect(resetStaffAuthenticator.staff.enrolled).toBe(false);
    expect((await member.client.data(StaffMeDocument)).me).toBeNull();
    const input = { email: member.email, password: STAFF_PASSWORD, code: member.recoveryCodes[0]! };
    expect((await adminClient(suite.testApp.url).request(StaffSignInDocument, { input })).errors).toBeDefined();
    const mail = await suite.db.query(`SELECT count(*)::int AS n FROM outgoing_mail WHERE recipient = $1`, [
      member.email,
    ]);
    expect(mail.rows[0].n).toBe(2);
  });
});

describe('the audit trail', () => {
  it('refuses UPDATE, DELETE and TRUNCATE at the database', async () => {
    await signedInStaff(suite.testApp.app, StaffRole.OWNER);
    await expect(suite.db.query(`UPDATE audit_event SET operation = 'x'`)).rejects.toThrow(/append-only/);
    await expect(suite.db.query(`DELETE FROM audit_event`)).rejects.toThrow(/append-only/);
    await expect(suite.db.query(`TRUNCATE audit_event`)).rejects.toThrow(/append-only/);
  });

  it('is written in the unit of work of its change: a change rolled back leaves no record', async () => {
    const { sql, audit } = suite.testApp.app.services;
    await expect(
      sql.transaction(async () => {
        await audit.record(TEST_ACTOR, { operation: 'test.rolled-back', recordType: 'staff', recordId: 'nobody' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { rows } = await suite.db.query(`SELECT 1 FROM audit_event WHERE operation = 'test.rolled-back'`);
    expect(rows).toHaveLength(0);
    await expect(audit.record(TEST_ACTOR, { operation: 'test.alone' })).rejects.toThrow(/unit of work/);
  });

  it('filters by staff, operation and date, and refuses a malformed date', async () => {
    const owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
    const today = new Date().toISOString().slice(0, 10);
    const mine = await owner.client.data(AuditEventsDocument, {
      filter: { staff: owner.email, from: today, to: today },
      page: { page: 1, pageSize: 50 },
    });
    expect(mine.auditEvents.events.map((e) => e.operation)).toEqual(['staff.setup-complete']);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const none = await owner.client.data(AuditEventsDocument, {
      filter: { staff: owner.email, from: tomorrow },
      page: { page: 1, pageSize: 50 },
    });
    expect(none.auditEvents.total).toBe(0);
    // Written wrong, or a day no calendar has: a clear refusal, never a database error.
    for (const from of ['26/11/2026', '2026-02-31']) {
      const bad = await owner.client.request(AuditEventsDocument, { filter: { from }, page: { page: 1, pageSize: 5 } });
      expect([from, bad.errors?.[0]?.extensions?.code]).toEqual([from, 'BAD_USER_INPUT']);
    }
  });
});

describe('the audit trail as CSV', () => {
  it('streams the filtered trail to READ_AUDIT only', async () => {
    const owner = await signedInStaff(suite.testApp.app, StaffRole.OWNER);
    const url = `${suite.testApp.url}/admin-api/export/audit.csv?staff=${owner.id}`;
    const response = await fetch(url, { headers: owner.client.identity() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('id,at,staffEmail,staffRole,clientIp,operation,recordType,recordId,before,after');
    expect(lines.slice(1).map((line) => line.split(',')[5])).toEqual(['staff.setup-complete']);

    const support = await signedInStaff(suite.testApp.app, StaffRole.SUPPORT);
    expect((await fetch(url, { headers: support.client.identity() })).status).toBe(403);
    expect((await fetch(url)).status).toBe(401);
    const bad = await fetch(`${suite.testApp.url}/admin-api/export/audit.csv?from=yesterday`, {
      headers: owner.client.identity(),
    });
    expect(bad.status).toBe(400);
  });
});
