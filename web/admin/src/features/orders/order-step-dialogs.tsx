import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { SelectField, TextField } from '../../../../src/components/form-field';
import { FormDialog } from '../../components/form-dialog';
import { OrderCarriersDocument } from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';
import { adminPaths } from '../../lib/paths';

/**
 * Ship: the carriers that may take this order's parcel (the server's rule: a vapour product goes only with an
 * adult's signature and ID check, never by USPS), the others listed with why not, and the tracking number, which
 * the customer is mailed. The server refuses an unfit carrier anyway.
 */
export function ShipDialog(props: {
  orderNumber: string;
  open: boolean;
  onClose: () => void;
  onShip: (carrier: string, trackingNumber: string) => Promise<unknown>;
}) {
  const { data, loading, error } = useQuery(OrderCarriersDocument, {
    variables: { orderNumber: props.orderNumber },
    skip: !props.open,
    fetchPolicy: 'cache-and-network',
  });
  const choices = data?.orderCarriers ?? [];
  const fit = choices.filter((c) => c.fit);
  const unfit = choices.filter((c) => !c.fit);
  return (
    <FormDialog
      open={props.open}
      title="Ship the order"
      submitLabel="Mark shipped"
      onClose={props.onClose}
      onSubmit={(form) =>
        props.onShip(String(form.get('carrier') ?? ''), String(form.get('trackingNumber') ?? '').trim())
      }
    >
      {!data && loading ? (
        <p role="status">Loading the carriers…</p>
      ) : !data && error ? (
        // Not "no carrier may take it": the list did not come, which says nothing about the parcel.
        <p role="alert">{adminErrorMessage(error)}</p>
      ) : fit.length ? (
        <SelectField label="Carrier" name="carrier" key={fit.map((c) => c.id).join()} defaultValue={fit[0]!.name}>
          {fit.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <p role="alert">
          No carrier may take this order: it holds a vapour product, which ships only with an adult’s signature and ID
          check. Someone who may change compliance data adds that carrier under{' '}
          <Link to={adminPaths.carriers}>Carriers</Link>.
        </p>
      )}
      {unfit.length > 0 && (
        <details className="admin-unfit-carriers">
          <summary>Not for this order ({unfit.length})</summary>
          <ul>
            {unfit.map((c) => (
              <li key={c.id}>{c.reason}</li>
            ))}
          </ul>
        </details>
      )}
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
