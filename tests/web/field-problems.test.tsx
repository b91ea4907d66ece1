import { act, render, screen } from '@testing-library/react';
import { FormAlert } from '../../web/src/components/form-alert';
import { TextField } from '../../web/src/components/form-field';
import {
  type FieldProblem,
  type InputErrorsLike,
  REQUIRED_MESSAGE,
  blankFieldsOf,
  fieldProblemsOf,
} from '../../web/src/lib/field-problems';
import { problemSentence } from '../../web/src/lib/problem-messages';
import { useFieldProblems } from '../../web/src/lib/use-field-problems';

/** An InputErrors answer as the API gives it: its message is the first problem's. */
function refusal(...errors: FieldProblem[]): InputErrorsLike {
  return { message: errors[0]?.message ?? '', errors };
}

const ZIP: FieldProblem = { field: 'zipcode', code: 'INVALID_ZIP', message: 'Please enter a 5-digit ZIP code.' };
const CITY: FieldProblem = { field: 'city', code: 'TOO_LONG', message: 'At most 100 characters.' };
const RATE: FieldProblem = { field: 'lines', code: 'PRODUCT_UNAVAILABLE', message: '1 product in your cart is gone.' };
const FIELDS = ['city', 'zipcode'] as const;

describe('fieldProblemsOf', () => {
  it('puts each problem at its field, the first one for a field winning, and leaves the alert empty', () => {
    const second: FieldProblem = { field: 'zipcode', code: 'REQUIRED', message: 'Second message.' };
    expect(fieldProblemsOf(refusal(ZIP, CITY, second), FIELDS)).toEqual({
      fields: { zipcode: ZIP.message, city: CITY.message },
      alert: null,
    });
  });

  it('puts a problem about no field of the form in the alert, beside the ones at fields', () => {
    expect(fieldProblemsOf(refusal(ZIP, RATE), FIELDS)).toEqual({
      fields: { zipcode: ZIP.message },
      alert: RATE.message,
    });
  });

  it('uses the refusal’s own message when nothing is at a field', () => {
    const oneMessage = { message: 'Please enter a valid e-mail address.', errors: [{ ...ZIP, message: 'x' }] };
    expect(fieldProblemsOf(oneMessage, [])).toEqual({ fields: {}, alert: 'Please enter a valid e-mail address.' });
  });
});

describe('the sentence of a problem', () => {
  it('comes from the shop’s one table by code, or from the API where it names the specifics', () => {
    const taken: FieldProblem = { field: 'email', code: 'EMAIL_TAKEN', message: 'Email taken (API words).' };
    expect(fieldProblemsOf(refusal(taken), ['email']).fields.email).toBe('❌ Email already registered. Please login.');
    expect(problemSentence(CITY)).toBe('At most 100 characters.');
    expect(problemSentence({ code: 'INVALID_STATE', message: '' })).toBe('Please choose a state from the list.');
  });
});

describe('blankFieldsOf', () => {
  it('puts "This field is required" at each listed field that is empty or only spaces', () => {
    const values = { city: '  ', zipcode: '85001', street: '' };
    expect(blankFieldsOf(values, FIELDS)).toEqual({ city: REQUIRED_MESSAGE });
    expect(REQUIRED_MESSAGE).toBe('This field is required');
    expect(blankFieldsOf({ city: 'Phoenix', zipcode: '85001' }, FIELDS)).toEqual({});
  });
});

type Field = (typeof FIELDS)[number];

/** A form with the two fields and the alert, as a screen shows them. */
function renderForm() {
  let latest: ReturnType<typeof useFieldProblems<Field>> | undefined;
  function Form() {
    latest = useFieldProblems<Field>();
    const { errors, alert, formRef } = latest;
    return (
      <form ref={formRef} aria-label="Address">
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <TextField label="City" error={errors.city} />
        <TextField label="ZIP Code" error={errors.zipcode} />
      </form>
    );
  }
  render(<Form />);
  return () => {
    if (!latest) throw new Error('the form did not render');
    return latest;
  };
}

describe('useFieldProblems', () => {
  it('shows a refusal at its fields, focuses the first in the form, and alerts about the rest', () => {
    const problems = renderForm();
    act(() => {
      problems().showRefusal(refusal(ZIP, CITY, RATE), FIELDS);
    });
    expect(screen.getByText(ZIP.message)).toBeTruthy();
    expect(screen.getByLabelText('ZIP Code').getAttribute('aria-invalid')).toBe('true');
    // The city comes first in the form, though the ZIP came first in the answer.
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
    expect(screen.getByRole('alert').textContent).toBe(RATE.message);
  });

  it('says the screen’s own words in the alert when it has them, and nothing when all is at fields', () => {
    const problems = renderForm();
    act(() => {
      problems().showRefusal(refusal(RATE), FIELDS, 'Failed to save address');
    });
    expect(screen.getByRole('alert').textContent).toBe('Failed to save address');
    act(() => {
      problems().showRefusal(refusal(ZIP), FIELDS, 'Failed to save address');
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(ZIP.message)).toBeTruthy();
  });

  it('drops one field’s message with clear, keeping the others', () => {
    const problems = renderForm();
    act(() => {
      problems().showRefusal(refusal(ZIP, CITY), FIELDS);
    });
    act(() => problems().clear('zipcode'));
    expect(screen.queryByText(ZIP.message)).toBeNull();
    expect(screen.getByLabelText('ZIP Code').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText(CITY.message)).toBeTruthy();
  });
});
