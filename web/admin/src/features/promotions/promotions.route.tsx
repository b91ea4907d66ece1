import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../src/components/button';
import { Dialog } from '../../../../src/components/dialog';
import { FormAlert } from '../../../../src/components/form-alert';
import { SelectField, TextField } from '../../../../src/components/form-field';
import { formatMoney } from '../../../../src/lib/format-money';
import { AdminTable, FilterButtons, FilterForm } from '../../components/admin-list';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { HistoryDialog } from '../../components/history-panel';
import { PageHeader } from '../../components/page-header';
import {
  ActivatePromotionDocument,
  EndPromotionDocument,
  type PromotionFieldsFragment,
  PromotionPreviewDocument,
  type PromotionStatus,
  PromotionsDocument,
} from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';
import { formatDateTime } from '../../lib/format';
import { exportUrl } from '../../lib/paths';
import { useListParams } from '../../lib/use-list-params';
import { CodesDialog } from './codes-dialog';
import { PromotionDialog } from './promotion-dialog';
import { STATUS_LABELS } from './promotion-form';
import './promotions.css';

const COLUMNS = ['Promotion', 'Status', 'Dates', 'Codes', 'Orders', 'Discount given', 'Revenue', 'Actions'];

type Open =
  | { kind: 'edit'; promotion: PromotionFieldsFragment | null }
  | { kind: 'codes' | 'activate' | 'end' | 'history' | 'preview'; promotion: PromotionFieldsFragment }
  | null;

const dates = (p: PromotionFieldsFragment) =>
  `${formatDateTime(p.startsAt)} – ${p.endsAt ? formatDateTime(p.endsAt) : 'open-ended'}`;

/** Promotions: filters in the URL, each with its use; write, activate, end, codes (CSV), preview, history. */
export function Component() {
  const { params, get, set } = useListParams();
  const status = (get('status') in STATUS_LABELS ? get('status') : null) as PromotionStatus | null;
  const text = get('text') || null;
  const { data, error } = useQuery(PromotionsDocument, { variables: { status, text } });
  const [open, setOpen] = useState<Open>(null);
  const refetchQueries = [PromotionsDocument];
  const [activate] = useMutation(ActivatePromotionDocument, { refetchQueries });
  const [end] = useMutation(EndPromotionDocument, { refetchQueries });
  const close = () => setOpen(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    set({ text: String(form.get('text') ?? '').trim() || null, status: String(form.get('status') ?? '') || null });
  };
  const promotions = data?.promotions ?? [];
  return (
    <>
      <PageHeader
        title="Promotions"
        actions={<Button onClick={() => setOpen({ kind: 'edit', promotion: null })}>New promotion</Button>}
      >
        <p className="admin-muted">
          Discounts the shop runs. Each is checked per line against the ship-to state&apos;s law before a shopper sees
          it (New Jersey allows none on vapour products; no vapour product is ever free).
        </p>
      </PageHeader>
      <FilterForm params={params} label="Filter promotions" onSubmit={submit}>
        <TextField label="Search" name="text" defaultValue={get('text')} hint="A part of the name, or a code" />
        <SelectField label="Status" name="status" defaultValue={status ?? ''}>
          <option value="">Any</option>
          {(Object.keys(STATUS_LABELS) as PromotionStatus[]).map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <FilterButtons params={params} set={set} />
      </FilterForm>
      <AdminTable
        result={{ data, error }}
        count={promotions.length}
        columns={COLUMNS}
        caption="Promotions"
        loadingLabel="Loading the promotions…"
        empty={status || text ? 'No promotion matches these filters.' : 'No promotion yet.'}
      >
        {promotions.map((p) => (
          <tr key={p.id}>
            <th scope="row">
              {p.name}
              <br />
              <span className="admin-muted">{p.headline}</span>
            </th>
            <td>{STATUS_LABELS[p.status]}</td>
            <td>{dates(p)}</td>
            <td>
              {p.codeCount ? `${p.codeCount} (${p.usedCodeCount} used)` : p.requiresCode ? 'none yet' : 'automatic'}
            </td>
            <td>{p.orders}</td>
            <td>{formatMoney(p.discountCents)}</td>
            <td>{formatMoney(p.revenueCents)}</td>
            <td className="admin-row-actions">
              {p.status !== 'ENDED' && (
                <Button variant="secondary" onClick={() => setOpen({ kind: 'edit', promotion: p })}>
                  Edit
                </Button>
              )}
              {p.status === 'DRAFT' && (
                <Button variant="secondary" onClick={() => setOpen({ kind: 'activate', promotion: p })}>
                  Activate
                </Button>
              )}
              {p.status !== 'ENDED' && (
                <Button variant="secondary" onClick={() => setOpen({ kind: 'codes', promotion: p })}>
                  Add codes
                </Button>
              )}
              {p.codeCount > 0 && (
                <a
                  className="btn btn--secondary"
                  href={exportUrl('promotion-codes', new URLSearchParams({ promotion: p.id }))}
                  download
                >
                  Export codes
                </a>
              )}
              <Button variant="secondary" onClick={() => setOpen({ kind: 'preview', promotion: p })}>
                Preview
              </Button>
              {p.status !== 'ENDED' && (
                <Button variant="secondary" onClick={() => setOpen({ kind: 'end', promotion: p })}>
                  End
                </Button>
              )}
              <Button variant="secondary" onClick={() => setOpen({ kind: 'history', promotion: p })}>
                History
              </Button>
            </td>
          </tr>
        ))}
      </AdminTable>
      {open?.kind === 'edit' && <PromotionDialog promotion={open.promotion} onClose={close} />}
      {open?.kind === 'codes' && <CodesDialog promotion={open.promotion} onClose={close} />}
      {open?.kind === 'preview' && <PreviewDialog promotion={open.promotion} onClose={close} />}
      <ConfirmDialog
        open={open?.kind === 'activate'}
        title={`Activate ${open?.promotion?.name ?? ''}?`}
        confirmLabel="Activate"
        onConfirm={() => activate({ variables: { id: open!.promotion!.id } })}
        onClose={close}
      >
        <p>It applies to every cart that meets it, from its start date, until it ends.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open?.kind === 'end'}
        title={`End ${open?.promotion?.name ?? ''}?`}
        confirmLabel="End it"
        onConfirm={() => end({ variables: { id: open!.promotion!.id } })}
        onClose={close}
      >
        <p>It stops applying at once, its codes with it. An ended promotion cannot be started again.</p>
      </ConfirmDialog>
      <HistoryDialog
        record={open?.kind === 'history' ? open.promotion : null}
        recordType="promotion"
        title={`History of ${open?.promotion?.name ?? ''}`}
        onClose={close}
      />
    </>
  );
}

/** "This cart would get …": product ids and quantities typed in, the promotion alone priced on them now. */
function PreviewDialog({ promotion, onClose }: { promotion: PromotionFieldsFragment; onClose: () => void }) {
  const [ask, { data, loading, error }] = useLazyQuery(PromotionPreviewDocument, { fetchPolicy: 'network-only' });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lines = String(new FormData(event.currentTarget).get('lines') ?? '')
      .split(/[\n,]+/)
      .map((l) => l.trim())
      .filter(Boolean)
      .map((l) => /^(\d+)(?:\s*[x×]\s*(\d+))?$/.exec(l));
    if (!lines.length || lines.some((l) => !l)) {
      setProblem('Lines: a product id and a quantity each, e.g. 120 x 2, 87.');
      return;
    }
    setProblem(null);
    void ask({
      variables: {
        id: promotion.id,
        productIds: lines.map((l) => l![1]!),
        quantities: lines.map((l) => Number(l![2] ?? 1)),
      },
    });
  };
  return (
    <Dialog
      open
      title={`Preview ${promotion.name}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form="preview-form" disabled={loading}>
            {loading ? 'Pricing…' : 'Preview'}
          </Button>
        </>
      }
    >
      <form id="preview-form" onSubmit={submit}>
        <TextField label="Lines" name="lines" hint="Product id x quantity, comma-separated, e.g. 120 x 2, 87" />
      </form>
      <p role="status">{data?.promotionPreview.summary ?? ''}</p>
      {(problem ?? error) && <FormAlert>{problem ?? adminErrorMessage(error)}</FormAlert>}
    </Dialog>
  );
}
