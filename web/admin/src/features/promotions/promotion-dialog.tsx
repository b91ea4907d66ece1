import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../../src/components/dialog';
import { FormAlert } from '../../../../src/components/form-alert';
import { SelectField, TextField } from '../../../../src/components/form-field';
import { DialogActions } from '../../components/dialog-actions';
import { MoneyField } from '../../components/money-field';
import {
  CreatePromotionDocument,
  type PromotionAction,
  type PromotionFieldsFragment,
  PromotionsDocument,
  UpdatePromotionDocument,
} from '../../graphql/__generated__/graphql';
import { useAttempt } from '../../lib/use-attempt';
import { ACTION_LABELS, percentOf, promotionInput } from './promotion-form';

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

/**
 * Writes a promotion (a new one as a draft, or one not ended): its words, dates, what it does, on what, and its
 * limits. Money in dollars; the server checks every field and refuses health or cessation claims.
 */
export function PromotionDialog({
  promotion,
  onClose,
}: {
  promotion: PromotionFieldsFragment | null;
  onClose: () => void;
}) {
  const [action, setAction] = useState<PromotionAction>(promotion?.action ?? 'PERCENT_OFF');
  const { busy, error, attempt } = useAttempt();
  const refetchQueries = [PromotionsDocument];
  const [create] = useMutation(CreatePromotionDocument, { refetchQueries });
  const [update] = useMutation(UpdatePromotionDocument, { refetchQueries });
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // A field that is not what it says (an amount, a percentage) is refused in words here, nothing sent.
    void attempt(async () => {
      const input = promotionInput(form);
      if (promotion) await update({ variables: { id: promotion.id, input } });
      else await create({ variables: { input } });
      onClose();
    });
  };
  const p = promotion;
  return (
    <Dialog
      open
      title={p ? `Edit ${p.name}` : 'New promotion'}
      onClose={onClose}
      dismissible={!busy}
      actions={<DialogActions busy={busy} onCancel={onClose} form="promotion-form" />}
    >
      <form id="promotion-form" className="promotion-form" onSubmit={save} noValidate>
        <TextField label="Name" name="name" required maxLength={120} defaultValue={p?.name ?? ''} />
        <TextField
          label="Banner words"
          name="banner"
          maxLength={200}
          hint="Shown with the offer (the first-order one in the footer). No health, quitting or FDA claims."
          defaultValue={p?.banner ?? ''}
        />
        <div className="promotion-form__row">
          <TextField
            label="Starts"
            name="startsAt"
            type="date"
            required
            defaultValue={day(p?.startsAt) || day(new Date().toISOString())}
          />
          <TextField label="Ends (optional)" name="endsAt" type="date" defaultValue={day(p?.endsAt)} />
        </div>
        <SelectField
          label="What it does"
          name="action"
          value={action}
          onChange={(e) => setAction(e.target.value as PromotionAction)}
        >
          {(Object.keys(ACTION_LABELS) as PromotionAction[]).map((a) => (
            <option key={a} value={a}>
              {ACTION_LABELS[a]}
            </option>
          ))}
        </SelectField>
        {(action === 'PERCENT_OFF' || action === 'BUY_X_GET_Y') && (
          <TextField
            label={action === 'BUY_X_GET_Y' ? 'Percent off each unit got (100 = free)' : 'Percent off'}
            name="percent"
            inputMode="decimal"
            defaultValue={percentOf(p?.percentBp) || (action === 'BUY_X_GET_Y' ? '100' : '')}
          />
        )}
        {action === 'FIXED_OFF' && (
          <div className="promotion-form__row">
            <MoneyField label="Amount off ($)" name="amount" cents={p?.amountCents} />
            <SelectField label="Off" name="appliesTo" defaultValue={p?.appliesTo ?? 'ORDER'}>
              <option value="ORDER">the order, once</option>
              <option value="LINES">each unit it names</option>
            </SelectField>
          </div>
        )}
        {action === 'BUY_X_GET_Y' && (
          <div className="promotion-form__row">
            <TextField label="Buy" name="buyQuantity" inputMode="numeric" defaultValue={p?.buyQuantity ?? 1} />
            <TextField label="Get" name="getQuantity" inputMode="numeric" defaultValue={p?.getQuantity ?? 1} />
          </div>
        )}
        <fieldset className="promotion-form__set">
          <legend>On what (empty: everything)</legend>
          <TextField label="Brands" name="brands" hint="Comma-separated" defaultValue={p?.brands.join(', ') ?? ''} />
          <TextField
            label="Categories"
            name="categories"
            hint="Comma-separated"
            defaultValue={p?.categories.join(', ') ?? ''}
          />
          <TextField
            label="Product kinds"
            name="endsKinds"
            hint="Comma-separated: disposable, closed-system, open-system, e-liquid, part, non-nicotine"
            defaultValue={p?.endsKinds.join(', ') ?? ''}
          />
          <TextField
            label="Product ids"
            name="productIds"
            hint="Comma-separated"
            defaultValue={p?.productIds.join(', ') ?? ''}
          />
          <MoneyField label="Least subtotal ($)" name="minSubtotal" cents={p?.minSubtotalCents} />
        </fieldset>
        <fieldset className="promotion-form__set">
          <legend>Who and how often</legend>
          <label className="admin-check">
            <input type="checkbox" name="requiresCode" defaultChecked={p?.requiresCode ?? false} /> Only with a code
          </label>
          <label className="admin-check">
            <input type="checkbox" name="firstOrder" defaultChecked={p?.firstOrder ?? false} /> Only a first order
          </label>
          <label className="admin-check">
            <input type="checkbox" name="combinable" defaultChecked={p?.combinable ?? true} /> Combines with other
            promotions
          </label>
          <div className="promotion-form__row">
            <TextField label="Total uses" name="usageLimit" inputMode="numeric" defaultValue={p?.usageLimit ?? ''} />
            <TextField
              label="Uses per customer"
              name="perCustomerLimit"
              inputMode="numeric"
              defaultValue={p?.perCustomerLimit ?? ''}
            />
            <TextField label="Priority" name="priority" inputMode="numeric" defaultValue={p?.priority ?? 0} />
          </div>
        </fieldset>
      </form>
      {error && <FormAlert>{error}</FormAlert>}
    </Dialog>
  );
}
