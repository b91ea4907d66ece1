import { useQuery } from '@apollo/client/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../../src/components/button';
import { Dialog } from '../../../../src/components/dialog';
import { FormAlert } from '../../../../src/components/form-alert';
import { SelectField, TextField } from '../../../../src/components/form-field';
import { CarriersDocument } from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';

/** A dialog whose form takes a step: it runs once, and shows the server's refusal in place. */
function StepDialog({
  open,
  title,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  onSubmit: (form: FormData) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRunning(true);
    setError(null);
    try {
      await onSubmit(new FormData(event.currentTarget));
      close();
    } catch (failure) {
      setError(adminErrorMessage(failure));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Dialog open={open} title={title} onClose={close} dismissible={!running}>
      <form onSubmit={(event) => void submit(event)}>
        {error && <FormAlert>{error}</FormAlert>}
        {children}
        <div className="admin-dialog-actions">
          <Button variant="secondary" onClick={close} disabled={running}>
            Cancel
          </Button>
          <Button type="submit" disabled={running}>
            {running ? 'Working…' : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Ship: the carrier (from the carriers' data, those with adult signature and ID check first) and its tracking
 * number, which the customer is mailed. The server refuses a vapour product by any other carrier.
 */
export function ShipDialog(props: {
  open: boolean;
  onClose: () => void;
  onShip: (carrier: string, trackingNumber: string) => Promise<unknown>;
}) {
  const { data } = useQuery(CarriersDocument, { skip: !props.open });
  const carriers = data?.carriers ?? [];
  return (
    <StepDialog
      open={props.open}
      title="Ship the order"
      submitLabel="Mark shipped"
      onClose={props.onClose}
      onSubmit={(form) => props.onShip(String(form.get('carrier')), String(form.get('trackingNumber') ?? '').trim())}
    >
      <SelectField label="Carrier" name="carrier" key={carriers.length} defaultValue={carriers[0]?.name}>
        {carriers.map((c) => (
          <option key={c.id} value={c.name}>
            {c.name}
            {c.adultSignatureId ? ' — adult signature + ID' : ' — not for vapour products'}
          </option>
        ))}
      </SelectField>
      <p>
        Federal law (PACT Act): an order with a vapour product ships only by a carrier that has an adult (21+) sign and
        show a photo ID. USPS may not carry it.
      </p>
      <TextField label="Tracking number" name="trackingNumber" required autoComplete="off" />
    </StepDialog>
  );
}

/**
 * Reject or refund: the reason the customer will read. It cannot be undone, so the dialog says so and asks
 * for the reason as the confirmation.
 */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  submitLabel: string;
  warning: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  return (
    <StepDialog
      open={props.open}
      title={props.title}
      submitLabel={props.submitLabel}
      onClose={props.onClose}
      onSubmit={(form) => props.onConfirm(String(form.get('reason') ?? '').trim())}
    >
      <p>{props.warning}</p>
      <TextField label="Reason (sent to the customer)" name="reason" required maxLength={500} autoComplete="off" />
    </StepDialog>
  );
}
