import { TextField, type TextFieldProps } from '../../components/form-field';
import { PASSWORD_MAX, PASSWORD_MIN } from './account-rules';

/** What the password is for: the one the user has, a new one, or the new one again. */
export type PasswordPurpose = 'current' | 'new' | 'confirm';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'minLength' | 'maxLength' | 'hint'> & {
  purpose: PasswordPurpose;
};

/**
 * Password managers fill by autocomplete; a new password carries the length rule as a hint. The one the user
 * has gets no limits: it may predate the rules, and the server is what checks it.
 */
const BY_PURPOSE: Record<PasswordPurpose, Pick<TextFieldProps, 'autoComplete' | 'minLength' | 'maxLength' | 'hint'>> = {
  current: { autoComplete: 'current-password' },
  new: {
    autoComplete: 'new-password',
    minLength: PASSWORD_MIN,
    maxLength: PASSWORD_MAX,
    hint: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
  },
  confirm: { autoComplete: 'new-password', maxLength: PASSWORD_MAX },
};

/** The password input of every account form (login, sign-up, password change and reset). */
export function PasswordField({ purpose, ...field }: PasswordFieldProps) {
  return <TextField type="password" {...BY_PURPOSE[purpose]} {...field} />;
}
