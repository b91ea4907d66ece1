import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../web/src/features/account/account-rules';
import { type PasswordPurpose, PasswordField } from '../../web/src/features/account/password-field';

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function Controlled({ purpose, error }: { purpose: PasswordPurpose; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="Password"
      purpose={purpose}
      value={value}
      error={error}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

describe('PasswordField', () => {
  it('hides what is typed and keeps it as the value', async () => {
    render(<Controlled purpose="current" />);
    await userEvent.type(input('Password'), 'secret words');
    expect(input('Password').type).toBe('password');
    expect(input('Password').value).toBe('secret words');
  });

  it('puts no limit on the password the user already has', () => {
    render(<Controlled purpose="current" />);
    expect(input('Password').autocomplete).toBe('current-password');
    expect(input('Password').getAttribute('minlength')).toBeNull();
    expect(input('Password').getAttribute('maxlength')).toBeNull();
    expect(input('Password').getAttribute('aria-describedby')).toBeNull();
  });

  it('gives a new password the length rule, as limits and as a hint read after the label', () => {
    render(<Controlled purpose="new" />);
    const field = input('Password');
    expect(field.autocomplete).toBe('new-password');
    expect([field.minLength, field.maxLength]).toEqual([PASSWORD_MIN, PASSWORD_MAX]);
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  });

  it('caps the confirmation at the maximum, without repeating the hint', () => {
    render(<Controlled purpose="confirm" />);
    const field = input('Password');
    expect(field.autocomplete).toBe('new-password');
    expect(field.maxLength).toBe(PASSWORD_MAX);
    expect(field.getAttribute('minlength')).toBeNull();
    expect(screen.queryByText(/characters\.$/)).toBeNull();
  });

  it('shows its error and is marked invalid', () => {
    render(<Controlled purpose="new" error="Password must be 8-64 characters long" />);
    const field = input('Password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((node) => node?.textContent)).toContain('Password must be 8-64 characters long');
  });
});
