import { useQuery } from '@apollo/client/react';
import { SelectField, TextField } from '../../../../src/components/form-field';
import { FormDialog } from '../../components/form-dialog';
import { CarriersDocument } from '../../graphql/__generated__/graphql';

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
    <FormDialog
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
    </FormDialog>
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
    <FormDialog
      open={props.open}
      title={props.title}
      submitLabel={props.submitLabel}
      onClose={props.onClose}
      onSubmit={(form) => props.onConfirm(String(form.get('reason') ?? '').trim())}
    >
      <p>{props.warning}</p>
      <TextField label="Reason (sent to the customer)" name="reason" required maxLength={500} autoComplete="off" />
    </FormDialog>
  );
}
