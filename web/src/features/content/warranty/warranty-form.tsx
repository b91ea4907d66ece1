import { type FormEvent, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { StateSelect } from '../../../components/state-select';
import { FormAlert } from '../../../components/form-alert';
import { RegisterDeviceDocument } from '../../../graphql/__generated__/graphql';
import { failureSentence } from '../../../lib/failure-sentence';
import { blankFieldsOf } from '../../../lib/field-problems';
import { useFieldProblems } from '../../../lib/use-field-problems';
import {
  EMPTY_WARRANTY,
  WARRANTY_FIELDS,
  WARRANTY_FIELD_NAMES,
  type WarrantyField,
  type WarrantyValues,
} from './warranty-fields';

export interface WarrantyFormProps {
  deviceOptions: readonly string[];
  states: readonly { code: string; name: string }[];
  /** The server accepted the registration: its thank-you message. */
  onRegistered: (message: string) => void;
}

/** The warranty registration form: every field required, the server's refusals shown at their fields. */
export function WarrantyForm({ deviceOptions, states, onRegistered }: WarrantyFormProps) {
  const [values, setValues] = useState<WarrantyValues>(EMPTY_WARRANTY);
  // After a refused submit the first flagged field takes focus, once the messages are on screen.
  const { errors, show, clear, alert, setAlert, showRefusal, formRef } = useFieldProblems<WarrantyField>();
  const [register, { loading }] = useMutation(RegisterDeviceDocument);

  const set = (name: WarrantyField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A message goes as soon as the field is touched again; the next submit checks it anew.
    clear(name);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    // Spec section 5: every field is required; the server checks the rest (a real past date, a known device …).
    const missing = blankFieldsOf(values, WARRANTY_FIELD_NAMES);
    show(missing);
    if (Object.keys(missing).length) return;
    try {
      const { data } = await register({ variables: { input: values } });
      const result = data?.registerDevice;
      if (result?.__typename === 'Done') {
        onRegistered(result.message);
      } else if (result?.__typename === 'InputErrors') {
        showRefusal(result, WARRANTY_FIELD_NAMES);
      }
    } catch (error) {
      setAlert(failureSentence(error));
    }
  };

  const control = (field: (typeof WARRANTY_FIELDS)[number]) => {
    const common = {
      label: field.label,
      name: field.name,
      value: values[field.name],
      error: errors[field.name],
      required: true,
      disabled: loading,
    };
    if (field.name === 'state') {
      return <StateSelect {...common} states={states} onChange={(event) => set(field.name, event.target.value)} />;
    }
    if (field.name === 'device') {
      return (
        <SelectField {...common} onChange={(event) => set(field.name, event.target.value)}>
          <option value="">Select your device</option>
          {deviceOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      );
    }
    return (
      <TextField
        {...common}
        type={field.type ?? 'text'}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        maxLength={field.maxLength}
        onChange={(event) => set(field.name, event.target.value)}
      />
    );
  };

  return (
    <form ref={formRef} className="warranty-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="warranty-form__note">All fields are required.</p>
      <div className="warranty-form__grid">
        {WARRANTY_FIELDS.map((field) => (
          <div key={field.name} className={`warranty-form__cell warranty-form__cell--${field.name}`}>
            {control(field)}
          </div>
        ))}
      </div>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Button type="submit" disabled={loading}>
        {loading ? 'Submitting...' : 'Register device'}
      </Button>
    </form>
  );
}
