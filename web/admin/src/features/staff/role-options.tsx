import { ROLE_LABELS } from './role-labels';

/** Every role as a select's options, in the order staff read them. */
export function RoleOptions() {
  return (
    <>
      {Object.entries(ROLE_LABELS).map(([role, label]) => (
        <option key={role} value={role}>
          {label}
        </option>
      ))}
    </>
  );
}
