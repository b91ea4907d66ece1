import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../src/components/button';
import { Dialog } from '../../../../src/components/dialog';
import { FormAlert } from '../../../../src/components/form-alert';
import { SelectField, TextField } from '../../../../src/components/form-field';
import { DialogActions } from '../../components/dialog-actions';
import {
  AddShippingRuleDocument,
  PreviewShippingRuleDocument,
  type ShippingRuleFieldsFragment,
  type ShippingRuleInput,
  type ShippingRulesQuery,
  ShippingRulesDocument,
  UpdateShippingRuleDocument,
} from '../../graphql/__generated__/graphql';
import { DISCOUNT_KINDS, KIND_LABELS, placeOf, today, zipCodesFrom, zipCodesOf } from './rule-labels';
import { ENDS_KIND_LABELS, FLAVOUR_LABELS } from '../../lib/compliance-labels';
import { useAttempt } from '../../lib/use-attempt';
import { DateRangeFields } from './dated-controls';
import { StateOptions } from './state-options';
import { type Preview, PreviewPanel } from './rule-preview';

type Choices = ShippingRulesQuery['shippingRuleChoices'];

const blank = (): ShippingRuleInput => ({
  stateCode: '',
  kind: 'NO_VAPE_SHIPPING',
  description: '',
  endsKinds: [],
  allowedFlavours: [],
  maxNicotineMg: null,
  maxUnits: null,
  effectiveFrom: today(),
  effectiveTo: null,
  source: '',
  city: null,
  zipCodes: [],
});

const inputOf = (rule: ShippingRuleFieldsFragment): ShippingRuleInput => ({
  stateCode: rule.stateCode ?? '',
  kind: rule.kind,
  description: rule.description,
  endsKinds: rule.endsKinds,
  allowedFlavours: rule.allowedFlavours,
  maxNicotineMg: rule.maxNicotineMg,
  maxUnits: rule.maxUnits,
  effectiveFrom: rule.effectiveFrom,
  effectiveTo: rule.effectiveTo,
  source: rule.source,
  city: rule.city,
  zipCodes: rule.zipCodes,
});

/** Ticks for a set of values, each shown by its label (kinds of product, flavours). */
function Ticks<T extends string>(props: {
  legend: string;
  labels: Partial<Record<T, string>>;
  chosen: T[];
  onChange: (next: T[]) => void;
}) {
  const { legend, labels, chosen, onChange } = props;
  return (
    <fieldset className="admin-ticks">
      <legend>{legend}</legend>
      {(Object.entries(labels) as [T, string][]).map(([value, label]) => (
        <label key={value}>
          <input
            type="checkbox"
            checked={chosen.includes(value)}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, value] : chosen.filter((v) => v !== value))
            }
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** A flavour ban's choices: a product with no characterizing flavour is never a ban's. */
const { NONE: _none, ...BANNABLE_FLAVOURS } = FLAVOUR_LABELS;

/** Adds a rule, or edits `rule`; "Preview" shows what it would do before anything is saved. */
export function RuleDialog({
  rule,
  choices,
  onClose,
}: {
  rule: ShippingRuleFieldsFragment | null;
  choices: Choices;
  onClose: () => void;
}) {
  const client = useApolloClient();
  const [input, setInput] = useState<ShippingRuleInput>(() => (rule ? inputOf(rule) : blank()));
  const [preview, setPreview] = useState<Preview | null>(null);
  // The ZIP codes as typed ("02860, 606xx"); the list is made when the rule is sent.
  const [zipText, setZipText] = useState(() => zipCodesOf(rule?.zipCodes ?? []));
  // A new rule on discounts may name a city; an edit keeps a city's rule a city's and a state's the state's.
  const cityAllowed = rule ? rule.city !== null : DISCOUNT_KINDS.includes(input.kind);
  const { busy, error, attempt } = useAttempt();
  // Which step runs: the Save button says "Saving…" only for a save, not for a preview.
  const [saving, setSaving] = useState(false);
  const refetchQueries = [ShippingRulesDocument];
  const [add] = useMutation(AddShippingRuleDocument, { refetchQueries });
  const [update] = useMutation(UpdateShippingRuleDocument, { refetchQueries });
  const change = (fields: Partial<ShippingRuleInput>) => {
    setInput((current) => ({ ...current, ...fields }));
    setPreview(null);
  };
  const cleaned = (): ShippingRuleInput => ({
    ...input,
    allowedFlavours: input.kind === 'FLAVOR_BAN' ? input.allowedFlavours : [],
    maxNicotineMg: input.kind === 'NICOTINE_CAP' ? input.maxNicotineMg : null,
    maxUnits: input.kind === 'QUANTITY_LIMIT' ? input.maxUnits : null,
    effectiveTo: input.effectiveTo || null,
    city: cityAllowed ? input.city?.trim() || null : null,
    zipCodes: cityAllowed ? zipCodesFrom(zipText) : [],
  });
  const showPreview = () => {
    setSaving(false);
    void attempt(async () => {
      const { data } = await client.query({
        query: PreviewShippingRuleDocument,
        variables: { input: cleaned(), id: rule?.id ?? null },
        fetchPolicy: 'no-cache',
      });
      setPreview(data?.previewShippingRule ?? null);
    });
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    void attempt(async () => {
      if (rule) await update({ variables: { id: rule.id, input: cleaned() } });
      else await add({ variables: { input: cleaned() } });
      onClose();
    });
  };

  return (
    <Dialog
      open
      title={rule ? `Edit the rule for ${placeOf(rule)}` : 'Add a shipping rule'}
      onClose={onClose}
      dismissible={!busy}
      className="admin-rule-dialog"
      actions={
        <DialogActions busy={busy} onCancel={onClose} form="rule-form" busyLabel={saving ? 'Saving…' : 'Working…'}>
          <Button variant="secondary" onClick={showPreview} disabled={busy}>
            Preview
          </Button>
        </DialogActions>
      }
    >
      <form id="rule-form" onSubmit={save}>
        <SelectField
          label="State"
          value={input.stateCode}
          required
          disabled={rule?.city != null}
          onChange={(e) => change({ stateCode: e.target.value })}
        >
          <StateOptions states={choices.states} none="Choose a state" />
        </SelectField>
        <SelectField
          label="What it stops"
          value={input.kind}
          onChange={(e) => change({ kind: e.target.value as ShippingRuleInput['kind'] })}
        >
          {Object.entries(KIND_LABELS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </SelectField>
        {cityAllowed && (
          <>
            <TextField
              label="City"
              hint={
                rule
                  ? 'A city’s rule stays the city’s; end it to make a rule of the whole state.'
                  : 'Only for a rule of one city of the state; leave empty for the whole state.'
              }
              value={input.city ?? ''}
              required={rule !== null}
              maxLength={80}
              onChange={(e) => change({ city: e.target.value })}
            />
            <TextField
              label="ZIP codes"
              hint="Where the city’s rule holds: five-digit ZIPs, or three digits for every ZIP that starts so (606xx); commas or spaces between."
              value={zipText}
              onChange={(e) => {
                setZipText(e.target.value);
                setPreview(null);
              }}
            />
          </>
        )}
        <TextField
          label="Description (as customers read it)"
          value={input.description}
          required
          maxLength={200}
          onChange={(e) => change({ description: e.target.value })}
        />
        <Ticks
          legend="Kinds of vapour product it covers"
          labels={ENDS_KIND_LABELS}
          chosen={input.endsKinds}
          onChange={(endsKinds) => change({ endsKinds })}
        />
        {input.kind === 'FLAVOR_BAN' && (
          <Ticks
            legend="Characterizing flavours still allowed"
            labels={BANNABLE_FLAVOURS}
            chosen={input.allowedFlavours}
            onChange={(allowedFlavours) => change({ allowedFlavours })}
          />
        )}
        {input.kind === 'NICOTINE_CAP' && (
          <TextField
            label="Most nicotine (mg/mL)"
            inputMode="numeric"
            required
            value={input.maxNicotineMg ?? ''}
            onChange={(e) => change({ maxNicotineMg: e.target.value === '' ? null : Number(e.target.value) })}
          />
        )}
        {input.kind === 'QUANTITY_LIMIT' && (
          <TextField
            label="Most units per order"
            hint="Units of the kinds ticked above, all lines of one order together."
            inputMode="numeric"
            required
            value={input.maxUnits ?? ''}
            onChange={(e) => change({ maxUnits: e.target.value === '' ? null : Number(e.target.value) })}
          />
        )}
        {input.kind === 'DIRECTORY' && (
          <p className="admin-muted">
            A product of these kinds ships to the state only while it has a listing in force there (see Directory
            listings).
          </p>
        )}
        <DateRangeFields
          fromLabel="In force from"
          toLabel="No longer in force from"
          from={input.effectiveFrom}
          to={input.effectiveTo}
          onFromChange={(effectiveFrom) => change({ effectiveFrom })}
          onToChange={(effectiveTo) => change({ effectiveTo })}
        />
        <TextField
          label="Source (law, counsel)"
          value={input.source}
          required
          maxLength={500}
          onChange={(e) => change({ source: e.target.value })}
        />
      </form>
      {preview && <PreviewPanel preview={preview} />}
      {error && <FormAlert>{error}</FormAlert>}
    </Dialog>
  );
}
