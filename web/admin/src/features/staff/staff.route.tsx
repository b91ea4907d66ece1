import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../../../src/components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { HistoryDialog } from '../../components/history-panel';
import { PageHeader } from '../../components/page-header';
import { AdminTable } from '../../components/admin-list';
import {
  ChangeStaffRoleDocument,
  DisableStaffDocument,
  EnableStaffDocument,
  ResetStaffAuthenticatorDocument,
  type StaffMemberFieldsFragment,
  StaffMembersDocument,
  type StaffRole,
} from '../../graphql/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { useStaff } from '../../lib/staff-session';
import { InviteDialog, type IssuedLink, LinkIssuedDialog } from './invite-dialog';
import { ROLE_LABELS } from './role-labels';
import { RoleOptions } from './role-options';

type Pending =
  | { kind: 'role'; member: StaffMemberFieldsFragment; role: StaffRole }
  | { kind: 'disable' | 'enable' | 'reset'; member: StaffMemberFieldsFragment };

const COLUMNS = ['Name', 'E-mail', 'Role', 'State', 'Invited', 'Actions'];

const state = (m: StaffMemberFieldsFragment) => (m.disabledAt ? 'Disabled' : m.enrolled ? 'Active' : 'Invited');

/** The owner's staff page: who works here, as what; invite, change role, disable, reset an authenticator. */
export function Component() {
  const me = useStaff();
  const { data, error } = useQuery(StaffMembersDocument);
  const [inviting, setInviting] = useState(false);
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [history, setHistory] = useState<StaffMemberFieldsFragment | null>(null);
  const refetchQueries = [StaffMembersDocument];
  const [changeRole] = useMutation(ChangeStaffRoleDocument, { refetchQueries });
  const [disable] = useMutation(DisableStaffDocument, { refetchQueries });
  const [enable] = useMutation(EnableStaffDocument, { refetchQueries });
  const [reset] = useMutation(ResetStaffAuthenticatorDocument, { refetchQueries });

  const run = async () => {
    if (!pending) return;
    const id = pending.member.id;
    if (pending.kind === 'role') await changeRole({ variables: { id, role: pending.role } });
    if (pending.kind === 'disable') await disable({ variables: { id } });
    if (pending.kind === 'enable') await enable({ variables: { id } });
    if (pending.kind === 'reset') {
      const answer = await reset({ variables: { id } });
      const link = answer.data?.resetStaffAuthenticator;
      if (link)
        setIssued({ name: link.staff.name, email: link.staff.email, link: link.link, expiresAt: link.expiresAt });
    }
  };

  return (
    <>
      <PageHeader title="Staff" actions={<Button onClick={() => setInviting(true)}>Invite staff</Button>} />
      <AdminTable
        result={{ data, error }}
        count={data?.staffMembers.length ?? 0}
        columns={COLUMNS}
        caption="Staff members"
        stacked
        loadingLabel="Loading staff…"
        loadingRows={4}
        empty="No staff yet."
      >
        {data?.staffMembers.map((member) => {
          const self = member.id === me?.id;
          return (
            <tr key={member.id}>
              <th scope="row">{member.name}</th>
              <td>{member.email}</td>
              <td>
                <label className="visually-hidden" htmlFor={`role-${member.id}`}>
                  Role of {member.name}
                </label>
                <select
                  id={`role-${member.id}`}
                  value={member.role}
                  disabled={self}
                  onChange={(event) => setPending({ kind: 'role', member, role: event.target.value as StaffRole })}
                >
                  <RoleOptions />
                </select>
              </td>
              <td>{state(member)}</td>
              <td>{formatDateTime(member.createdAt)}</td>
              <td className="admin-row-actions">
                {!self && (
                  <Button
                    variant="secondary"
                    onClick={() => setPending({ kind: member.disabledAt ? 'enable' : 'disable', member })}
                  >
                    {member.disabledAt ? 'Enable' : 'Disable'}
                  </Button>
                )}
                <Button variant="secondary" onClick={() => setPending({ kind: 'reset', member })}>
                  Reset authenticator
                </Button>
                <Button variant="secondary" onClick={() => setHistory(member)}>
                  History
                </Button>
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <HistoryDialog
        record={history}
        recordType="staff"
        title={`History of ${history?.name ?? ''}`}
        onClose={() => setHistory(null)}
      />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onIssued={setIssued} />
      <LinkIssuedDialog issued={issued} onClose={() => setIssued(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'role'
            ? 'Change role?'
            : pending?.kind === 'disable'
              ? 'Disable this staff member?'
              : pending?.kind === 'enable'
                ? 'Enable this staff member?'
                : 'Reset the authenticator?'
        }
        confirmLabel={
          pending?.kind === 'role'
            ? 'Change role'
            : pending?.kind === 'disable'
              ? 'Disable'
              : pending?.kind === 'enable'
                ? 'Enable'
                : 'Reset'
        }
        onConfirm={run}
        onClose={() => setPending(null)}
      >
        {pending?.kind === 'role' && (
          <p>
            {pending.member.name} becomes {ROLE_LABELS[pending.role]}. They are signed out everywhere and sign in again
            with the new role&apos;s permissions.
          </p>
        )}
        {pending?.kind === 'disable' && (
          <p>{pending.member.name} is signed out everywhere and cannot sign in until enabled again.</p>
        )}
        {pending?.kind === 'enable' && <p>{pending.member.name} can sign in again.</p>}
        {pending?.kind === 'reset' && (
          <p>
            {pending.member.name}&apos;s authenticator and recovery codes stop working now and they are signed out. A
            new setup link is mailed to them.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
