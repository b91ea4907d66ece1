import { useMutation } from '@apollo/client/react';
import { Button } from '../../../../src/components/button';
import { Dialog } from '../../../../src/components/dialog';
import { SelectField, TextField } from '../../../../src/components/form-field';
import { FormDialog } from '../../components/form-dialog';
import { InviteStaffDocument, StaffMembersDocument, type StaffRole } from '../../graphql/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { RoleOptions } from './role-options';

export interface IssuedLink {
  readonly name: string;
  readonly email: string;
  readonly link: string;
  readonly expiresAt: string;
}

/** Invites a staff member: name, e-mail and role; the setup link is mailed and shown once. */
export function InviteDialog({
  open,
  onClose,
  onIssued,
}: {
  open: boolean;
  onClose: () => void;
  onIssued: (issued: IssuedLink) => void;
}) {
  const [invite] = useMutation(InviteStaffDocument, { refetchQueries: [StaffMembersDocument] });
  const send = async (form: FormData) => {
    const answer = await invite({
      variables: {
        input: {
          name: String(form.get('name') ?? ''),
          email: String(form.get('email') ?? ''),
          role: String(form.get('role')) as StaffRole,
        },
      },
    });
    const issued = answer.data?.inviteStaff;
    if (issued)
      onIssued({
        name: issued.staff.name,
        email: issued.staff.email,
        link: issued.link,
        expiresAt: issued.expiresAt,
      });
  };
  return (
    <FormDialog
      open={open}
      title="Invite staff"
      submitLabel="Send invitation"
      busyLabel="Inviting…"
      onSubmit={send}
      onClose={onClose}
    >
      <TextField label="Name" name="name" required autoComplete="off" />
      <TextField label="E-mail" name="email" type="email" required autoComplete="off" />
      <SelectField label="Role" name="role" defaultValue="FULFILMENT">
        <RoleOptions />
      </SelectField>
    </FormDialog>
  );
}

/** The setup link just issued: mailed already, and shown once here to pass on another way. */
export function LinkIssuedDialog({ issued, onClose }: { issued: IssuedLink | null; onClose: () => void }) {
  return (
    <Dialog
      open={issued !== null}
      title="Setup link sent"
      onClose={onClose}
      actions={<Button onClick={onClose}>Done</Button>}
    >
      {issued && (
        <>
          <p>
            {issued.name} ({issued.email}) has been mailed this link. It works once, until{' '}
            {formatDateTime(issued.expiresAt)}.
          </p>
          <p>
            <label htmlFor="issued-link">Setup link</label>
            <input
              id="issued-link"
              className="admin-link-field"
              readOnly
              value={issued.link}
              onFocus={(e) => e.target.select()}
            />
          </p>
        </>
      )}
    </Dialog>
  );
}
