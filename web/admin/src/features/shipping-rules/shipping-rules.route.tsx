import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../src/components/button';
import { AdminTable } from '../../components/admin-list';
import { HistoryDialog } from '../../components/history-panel';
import { PageHeader } from '../../components/page-header';
import {
  EndShippingRuleDocument,
  SetShippingRuleActiveDocument,
  type ShippingRuleFieldsFragment,
  ShippingRulesDocument,
} from '../../graphql/__generated__/graphql';
import { useListParams } from '../../lib/use-list-params';
import { adminPaths } from '../../lib/paths';
import { useMay } from '../../lib/staff-session';
import { RuleDialog } from './rule-dialog';
import { KIND_LABELS, placeOf, today, zipCodesOf } from './rule-labels';
import { ENDS_KIND_LABELS, FLAVOUR_LABELS } from '../../lib/compliance-labels';
import { EndDialog, FEDERAL, StateAndShownFilters } from './dated-controls';
import { ConfirmDialog } from '../../components/confirm-dialog';

const COLUMNS = ['State or city', 'Stops', 'Kinds of product', 'Allowed', 'From', 'Until', 'In force', 'Actions'];

type Editing = { rule: ShippingRuleFieldsFragment | null } | null;

/** What a rule still allows: a cap, a most per order, the flavours a ban allows. */
function allowedOf(rule: ShippingRuleFieldsFragment): string {
  if (rule.maxNicotineMg !== null) return `Up to ${rule.maxNicotineMg} mg/mL`;
  if (rule.maxUnits !== null) return `At most ${rule.maxUnits} per order`;
  if (rule.kind === 'DIRECTORY') return 'Listed products';
  return rule.allowedFlavours.map((f) => FLAVOUR_LABELS[f]).join(', ') || '—';
}

/** A rule set inactive whose days have not ended: the shop would apply it once confirmed. */
const awaitingConfirmation = (rule: ShippingRuleFieldsFragment): boolean =>
  !rule.active && (rule.effectiveTo === null || rule.effectiveTo > today());

/** Whether the shop applies a rule today, and why not when it is only waiting to be confirmed. */
function inForceOf(rule: ShippingRuleFieldsFragment): string {
  if (awaitingConfirmation(rule)) return 'No: not confirmed';
  return rule.inForce ? 'Yes' : 'No';
}

/** The product-by-state rules the checkout enforces: read them, add, edit and end them (with a preview). */
export function Component() {
  const mayChange = useMay('UPDATE_SHIPPING_RULES');
  const { get, set } = useListParams();
  const state = get('state');
  const shown = get('shown') === 'all' ? 'all' : 'current';
  const { data, error } = useQuery(ShippingRulesDocument);
  const [end] = useMutation(EndShippingRuleDocument, { refetchQueries: [ShippingRulesDocument] });
  const [editing, setEditing] = useState<Editing>(null);
  const [ending, setEnding] = useState<ShippingRuleFieldsFragment | null>(null);
  const [history, setHistory] = useState<ShippingRuleFieldsFragment | null>(null);
  const [setActive] = useMutation(SetShippingRuleActiveDocument, { refetchQueries: [ShippingRulesDocument] });
  const [confirming, setConfirming] = useState<ShippingRuleFieldsFragment | null>(null);

  // A rule awaiting confirmation is shown with those in force today: it is what compliance staff come to confirm.
  const rules = (data?.shippingRules ?? []).filter(
    (rule) =>
      (!state || rule.stateCode === (state === FEDERAL ? null : state)) &&
      (shown === 'all' || rule.inForce || awaitingConfirmation(rule)),
  );
  return (
    <>
      <PageHeader
        title="Shipping rules"
        actions={mayChange && data && <Button onClick={() => setEditing({ rule: null })}>Add a rule</Button>}
      >
        <p className="admin-muted">
          Where products may not be shipped, and which discounts the law refuses (federal rules hold in every state, a
          city’s at its ZIP codes). The checkout applies a change to the next order; orders already placed keep their
          terms. A rule “not confirmed” comes from a source the facts leave unconfirmed: the shop applies it once you
          confirm it.
        </p>
        <p>
          <Link to={adminPaths.directoryListings}>Directory listings</Link>: the products each state’s directory lists.
        </p>
      </PageHeader>
      <form className="admin-filters" role="search" aria-label="Filter the rules" onSubmit={(e) => e.preventDefault()}>
        <StateAndShownFilters
          states={data?.shippingRuleChoices.states ?? []}
          state={state}
          shown={shown}
          shownLabel="Rules shown"
          federal
          set={set}
        />
      </form>
      <AdminTable
        result={{ data, error }}
        count={rules.length}
        columns={COLUMNS}
        caption="Shipping rules by state"
        loadingLabel="Loading the rules…"
        empty="No rule matches these filters."
      >
        {rules.map((rule) => (
          <tr key={rule.id}>
            <th scope="row">
              {placeOf(rule)}
              {rule.city !== null && (
                <>
                  <br />
                  <span className="admin-muted">ZIP codes {zipCodesOf(rule.zipCodes)}</span>
                </>
              )}
            </th>
            <td>
              {KIND_LABELS[rule.kind]}
              <br />
              <span className="admin-muted">{rule.description}</span>
            </td>
            <td>{rule.endsKinds.map((k) => ENDS_KIND_LABELS[k]).join(', ')}</td>
            <td>{allowedOf(rule)}</td>
            <td>{rule.effectiveFrom}</td>
            <td>{rule.effectiveTo ?? 'no end'}</td>
            <td>{inForceOf(rule)}</td>
            <td className="admin-row-actions">
              {mayChange && rule.stateCode !== null && (
                <Button variant="secondary" onClick={() => setEditing({ rule })}>
                  Edit
                </Button>
              )}
              {mayChange && (
                <Button variant="secondary" onClick={() => setConfirming(rule)}>
                  {rule.active ? 'Set inactive' : 'Confirm'}
                </Button>
              )}
              {mayChange && (!rule.effectiveTo || rule.effectiveTo > today()) && (
                <Button variant="secondary" onClick={() => setEnding(rule)}>
                  End
                </Button>
              )}
              <Button variant="secondary" onClick={() => setHistory(rule)}>
                History
              </Button>
            </td>
          </tr>
        ))}
      </AdminTable>
      {editing && data && (
        <RuleDialog rule={editing.rule} choices={data.shippingRuleChoices} onClose={() => setEditing(null)} />
      )}
      <EndDialog
        open={ending !== null}
        title={`End the rule for ${ending ? placeOf(ending) : ''}?`}
        confirmLabel="End the rule"
        dayLabel="First day without it"
        onConfirm={(on) => end({ variables: { id: ending!.id, on } })}
        onClose={() => setEnding(null)}
      >
        <p>
          From this day the checkout no longer applies “{ending?.description}”. Orders already placed are not changed.
        </p>
      </EndDialog>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.active
            ? `Set the rule for ${placeOf(confirming)} inactive?`
            : `Confirm the rule for ${confirming ? placeOf(confirming) : ''}?`
        }
        confirmLabel={confirming?.active ? 'Set inactive' : 'Confirm the rule'}
        onConfirm={() => setActive({ variables: { id: confirming!.id, active: !confirming!.active } })}
        onClose={() => setConfirming(null)}
      >
        <p>“{confirming?.description}”</p>
        <p className="admin-muted">Source: {confirming?.source}</p>
        <p>
          {confirming?.active
            ? 'The shop stops applying it from the next cart; its dates are kept, and you can confirm it again.'
            : 'The shop applies it from the next cart, in its dates, and changes prices and what ships at once.'}
        </p>
      </ConfirmDialog>
      <HistoryDialog
        record={history}
        recordType="shipping-rule"
        title={`History of the rule for ${history ? placeOf(history) : ''}`}
        onClose={() => setHistory(null)}
      />
    </>
  );
}
