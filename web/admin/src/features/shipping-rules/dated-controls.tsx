import { type ReactNode, useState } from 'react';
import { SelectField, TextField } from '../../../../src/components/form-field';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { today } from './rule-labels';
import { StateOptions } from './state-options';

/** The state filter's value for the records of no state. */
export const FEDERAL = 'federal';

const SHOWN = { current: 'In force today', all: 'All, past and future' } as const;

/** The filters of dated records (the rules, the listings): the state, and in force today or all (both in the URL). */
export function StateAndShownFilters({
  states,
  state,
  shown,
  shownLabel,
  federal = false,
  set,
}: {
  states: readonly { code: string; name: string }[];
  state: string;
  shown: keyof typeof SHOWN;
  shownLabel: string;
  /** Offer the records of no state (`state=federal`): the federal rules. */
  federal?: boolean;
  set: (changes: Record<string, string | null>) => void;
}) {
  return (
    <>
      <SelectField label="State" value={state} onChange={(e) => set({ state: e.target.value || null })}>
        <StateOptions states={states} none="Every state" />
        {federal && <option value={FEDERAL}>Federal (every state)</option>}
      </SelectField>
      <SelectField
        label={shownLabel}
        value={shown}
        onChange={(e) => set({ shown: e.target.value === 'all' ? 'all' : null })}
      >
        {Object.entries(SHOWN).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** Asks before ending a dated record, with its first day without it (default today). */
export function EndDialog({
  open,
  title,
  confirmLabel,
  dayLabel,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  dayLabel: string;
  onConfirm: (on: string) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const [endOn, setEndOn] = useState(today());
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={() => onConfirm(endOn)}
      onClose={() => {
        onClose();
        setEndOn(today());
      }}
    >
      {children}
      <TextField label={dayLabel} type="date" value={endOn} onChange={(e) => setEndOn(e.target.value)} />
    </ConfirmDialog>
  );
}

/** A dated record's first day and the first day without it; an empty end is none (null). */
export function DateRangeFields({
  fromLabel,
  toLabel,
  from,
  to,
  onFromChange,
  onToChange,
}: {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string | null | undefined;
  onFromChange: (day: string) => void;
  onToChange: (day: string | null) => void;
}) {
  return (
    <>
      <TextField label={fromLabel} type="date" required value={from} onChange={(e) => onFromChange(e.target.value)} />
      <TextField
        label={toLabel}
        hint="Leave empty for no end."
        type="date"
        value={to ?? ''}
        onChange={(e) => onToChange(e.target.value || null)}
      />
    </>
  );
}
