import { useMutation } from '@apollo/client/react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Dialog } from '../../../../src/components/dialog';
import { FormAlert } from '../../../../src/components/form-alert';
import { TextField } from '../../../../src/components/form-field';
import { DialogActions } from '../../components/dialog-actions';
import {
  AddCarrierDocument,
  type CarrierFieldsFragment,
  type CarrierInput,
  CarriersDocument,
  UpdateCarrierDocument,
} from '../../graphql/__generated__/graphql';
import { useAttempt } from '../../lib/use-attempt';

const blank: CarrierInput = { name: '', address: '', telephone: '', adultSignatureId: false, trackingUrlPattern: null };

/** Adds a carrier, or edits `carrier`: its PACT details and whether it takes an adult's signature and ID. */
export function CarrierDialog({ carrier, onClose }: { carrier: CarrierFieldsFragment | null; onClose: () => void }) {
  const [input, setInput] = useState<CarrierInput>(() =>
    carrier
      ? {
          name: carrier.name,
          address: carrier.address,
          telephone: carrier.telephone,
          adultSignatureId: carrier.adultSignatureId,
          trackingUrlPattern: carrier.trackingUrlPattern,
        }
      : blank,
  );
  const { busy, error, attempt } = useAttempt();
  const refetchQueries = [CarriersDocument];
  const [add] = useMutation(AddCarrierDocument, { refetchQueries });
  const [update] = useMutation(UpdateCarrierDocument, { refetchQueries });
  const change = (fields: Partial<CarrierInput>) => setInput((current) => ({ ...current, ...fields }));
  /** A text detail's value and its change, by its name in the input. */
  const detail = (name: 'name' | 'address' | 'telephone') => ({
    value: input[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => change({ [name]: e.target.value }),
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const sent = { ...input, trackingUrlPattern: input.trackingUrlPattern?.trim() || null };
    void attempt(async () => {
      if (carrier) await update({ variables: { id: carrier.id, input: sent } });
      else await add({ variables: { input: sent } });
      onClose();
    });
  };
  return (
    <Dialog
      open
      title={carrier ? `Edit ${carrier.name}` : 'Add a carrier'}
      onClose={onClose}
      dismissible={!busy}
      actions={<DialogActions busy={busy} onCancel={onClose} form="carrier-form" />}
    >
      <form id="carrier-form" onSubmit={save}>
        <TextField label="Name" required maxLength={100} {...detail('name')} />
        <TextField label="Address (as the PACT report gives it)" required maxLength={300} {...detail('address')} />
        <TextField label="Telephone" required maxLength={30} {...detail('telephone')} />
        <TextField
          label="Tracking page"
          hint="An https address with {number} where the tracking number goes; empty for none."
          value={input.trackingUrlPattern ?? ''}
          maxLength={300}
          onChange={(e) => change({ trackingUrlPattern: e.target.value })}
        />
        <label className="admin-check">
          <input
            type="checkbox"
            checked={input.adultSignatureId}
            aria-describedby="carrier-usps-note"
            onChange={(e) => change({ adultSignatureId: e.target.checked })}
          />{' '}
          Delivers vapour products only to an adult (21+) who signs and shows a photo ID
        </label>
        <p id="carrier-usps-note" className="admin-muted">
          Never the Postal Service: federal law (the PACT Act) bans vapour products from the mail.
        </p>
      </form>
      {error && <FormAlert>{error}</FormAlert>}
    </Dialog>
  );
}
