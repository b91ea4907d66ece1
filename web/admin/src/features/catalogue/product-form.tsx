import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../../src/components/button';
import { FormAlert, StatusRegion } from '../../../../src/components/form-alert';
import { SelectField, TextField } from '../../../../src/components/form-field';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  type AdminProductFieldsFragment,
  type CharacterizingFlavour,
  CreateProductDocument,
  type EndsKind,
  type FdaMarketingStatus,
  type ProductInput,
  ProductLookupsDocument,
  type ProductStatus,
  RecordHistoryDocument,
  UpdateProductDocument,
} from '../../graphql/__generated__/graphql';
import { adminPaths } from '../../lib/paths';
import { useAttempt } from '../../lib/use-attempt';
import { ENDS_KIND_LABELS, FDA_STATUS_LABELS, FLAVOUR_LABELS } from '../../lib/compliance-labels';
import { STATUS_LABELS } from './product-labels';
import { MoneyField } from '../../components/money-field';
import { readDollars } from '../../lib/dollars';

const text = (form: FormData, name: string): string => String(form.get(name) ?? '');
const optional = (form: FormData, name: string): string | null => text(form, name).trim() || null;
/** A number field as the API takes it; what is not a whole number goes as NaN's stand-in -1 for the server to name. */
const whole = (form: FormData, name: string): number | null => {
  const value = text(form, name).trim();
  return value === '' ? null : Number.isInteger(Number(value)) ? Number(value) : -1;
};
/** A decimal field; what is not a number goes as -1 for the server to name. */
const decimal = (form: FormData, name: string): number | null => {
  const value = text(form, name).trim();
  return value === '' ? null : Number.isFinite(Number(value)) ? Number(value) : -1;
};
/** The fields typed in dollars and sent as cents. */
const MONEY_FIELDS = ['priceCents', 'compareAtPriceCents', 'wholesaleCostCents'] as const;
type MoneyName = (typeof MONEY_FIELDS)[number];
const chosen = <T extends string>(form: FormData, name: string): T | null => (optional(form, name) as T | null) ?? null;

/** The form as the API takes it, or the dollar fields that are not amounts (said beside them, nothing sent). */
function inputOf(form: FormData): { input: ProductInput; problems: Record<string, string> } {
  const cents: Partial<Record<MoneyName, number | null>> = {};
  const problems: Record<string, string> = {};
  for (const name of MONEY_FIELDS) {
    const read = readDollars(text(form, name));
    if (read && 'problem' in read) problems[name] = read.problem;
    else cents[name] = read?.cents ?? null;
  }
  return { input: fieldsOf(form, cents), problems };
}

function fieldsOf(form: FormData, cents: Partial<Record<MoneyName, number | null>>): ProductInput {
  return {
    name: text(form, 'name'),
    slug: optional(form, 'slug'),
    status: text(form, 'status') as ProductStatus,
    brand: text(form, 'brand'),
    category: text(form, 'category'),
    line: optional(form, 'line'),
    type: optional(form, 'type'),
    flavour: optional(form, 'flavour'),
    nicotineMg: whole(form, 'nicotineMg'),
    puffs: whole(form, 'puffs'),
    description: text(form, 'description'),
    priceCents: cents.priceCents ?? 0,
    compareAtPriceCents: cents.compareAtPriceCents ?? null,
    pictureUrl: optional(form, 'pictureUrl'),
    lowStockThreshold: whole(form, 'lowStockThreshold'),
    endsKind: chosen<EndsKind>(form, 'endsKind'),
    liquidMl: decimal(form, 'liquidMl'),
    podsPerPack: whole(form, 'podsPerPack'),
    wholesaleCostCents: cents.wholesaleCostCents ?? null,
    characterizingFlavour: chosen<CharacterizingFlavour>(form, 'characterizingFlavour'),
    fdaStatus: chosen<FdaMarketingStatus>(form, 'fdaStatus'),
  };
}

/** Every field of a product; the server checks each and its refusals show beside their fields. */
export function ProductForm({ product }: { product: AdminProductFieldsFragment | null }) {
  const navigate = useNavigate();
  const { data } = useQuery(ProductLookupsDocument);
  const [create] = useMutation(CreateProductDocument);
  // The history panel below reads the audit trail, which the save just added to.
  const [update] = useMutation(UpdateProductDocument, {
    refetchQueries: product
      ? [{ query: RecordHistoryDocument, variables: { recordType: 'product', recordId: product.id } }]
      : [],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  // A refusal without a field (signed out, no permission, the server unreachable) is said above the form.
  const { busy: saving, error: failure, attempt } = useAttempt();
  const [archiving, setArchiving] = useState<ProductInput | null>(null);
  const lookups = data?.productLookups;

  const save = (input: ProductInput) => {
    setSaved(null);
    return attempt(async () => {
      const result = product
        ? (await update({ variables: { id: product.id, input } })).data?.updateProduct
        : (await create({ variables: { input } })).data?.createProduct;
      if (result?.__typename === 'InputErrors') {
        setErrors(Object.fromEntries(result.errors.map((e) => [e.field, e.message])));
        return;
      }
      setErrors({});
      if (result?.__typename === 'AdminProduct') {
        if (!product) await navigate(adminPaths.product(result.id));
        else setSaved('Saved.');
      }
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { input, problems } = inputOf(new FormData(event.currentTarget));
    if (Object.keys(problems).length) {
      setSaved(null);
      setErrors(problems);
      return;
    }
    // Archiving takes a product out of the shop: asked first.
    if (input.status === 'ARCHIVED' && product?.status !== 'ARCHIVED') setArchiving(input);
    else void save(input);
  };

  const errorCount = Object.keys(errors).length;
  const field = (name: keyof ProductInput) => ({ name, error: errors[name] });
  return (
    <section className="admin-panel" aria-labelledby="product-editor-heading">
      <h2 id="product-editor-heading">{product ? 'Details' : 'New product'}</h2>
      {errorCount > 0 && (
        <FormAlert id="product-errors">
          {errorCount === 1 ? 'One field needs attention.' : `${errorCount} fields need attention.`}
        </FormAlert>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      <StatusRegion message={saved} />
      <form onSubmit={submit} noValidate>
        <div className="admin-form-grid">
          <TextField label="Name" {...field('name')} defaultValue={product?.name} required />
          <TextField
            label="Slug"
            {...field('slug')}
            defaultValue={product?.slug}
            readOnly={product?.published}
            hint={product?.published ? 'Fixed: the product has been in the shop.' : 'Empty: made from the name.'}
          />
          <SelectField label="Status" {...field('status')} defaultValue={product?.status ?? 'DRAFT'}>
            <Options labels={STATUS_LABELS} />
          </SelectField>
          <SelectField label="Brand" {...field('brand')} defaultValue={product?.brand ?? ''} key={`b${!!lookups}`}>
            <option value="">Choose…</option>
            {lookups?.brands.map((o) => (
              <option key={o.name}>{o.name}</option>
            ))}
          </SelectField>
          <SelectField
            label="Category"
            {...field('category')}
            defaultValue={product?.category ?? ''}
            key={`c${!!lookups}`}
          >
            <option value="">Choose…</option>
            {lookups?.categories.map((o) => (
              <option key={o.name}>{o.name}</option>
            ))}
          </SelectField>
          <SelectField label="Product line" {...field('line')} defaultValue={product?.line ?? ''} key={`l${!!lookups}`}>
            <option value="">None</option>
            {lookups?.lines.map((o) => (
              <option key={`${o.parent}/${o.name}`} value={o.name}>
                {o.name} ({o.parent})
              </option>
            ))}
          </SelectField>
          <SelectField label="Type" {...field('type')} defaultValue={product?.type ?? ''} key={`t${!!lookups}`}>
            <option value="">None</option>
            {lookups?.types.map((o) => (
              <option key={o.name}>{o.name}</option>
            ))}
          </SelectField>
          <SelectField
            label="Flavour"
            {...field('flavour')}
            defaultValue={product?.flavour ?? ''}
            key={`f${!!lookups}`}
          >
            <option value="">None</option>
            {lookups?.flavours.map((o) => (
              <option key={o.name}>{o.name}</option>
            ))}
          </SelectField>
          <TextField
            label="Nicotine (mg/mL)"
            inputMode="numeric"
            {...field('nicotineMg')}
            defaultValue={product?.nicotineMg ?? ''}
          />
          <TextField label="Puffs" inputMode="numeric" {...field('puffs')} defaultValue={product?.puffs ?? ''} />
          <MoneyField label="Price ($)" {...field('priceCents')} cents={product?.priceCents} required />
          <MoneyField
            label="Compare-at price ($)"
            {...field('compareAtPriceCents')}
            cents={product?.compareAtPriceCents}
            hint="Empty: not on sale."
          />
          <TextField
            label="Picture URL"
            {...field('pictureUrl')}
            defaultValue={product?.pictureUrl ?? ''}
            hint="https://… or /path"
          />
          <TextField
            label="Low-stock threshold"
            inputMode="numeric"
            {...field('lowStockThreshold')}
            defaultValue={product?.lowStockThreshold ?? 5}
          />
        </div>
        <fieldset className="admin-fieldset">
          <legend>Compliance: what state rules and taxes read</legend>
          <div className="admin-form-grid">
            <SelectField label="Vapour product" {...field('endsKind')} defaultValue={product?.endsKind ?? ''}>
              <option value="">Not a vapour product</option>
              <Options labels={ENDS_KIND_LABELS} />
            </SelectField>
            <TextField
              label="E-liquid (mL per unit)"
              inputMode="decimal"
              {...field('liquidMl')}
              defaultValue={product?.liquidMl ?? ''}
              hint="Needed for closed systems, disposables and e-liquids; give it for a kit sold with liquid too (taxes on the liquid reach it)."
            />
            <TextField
              label="Pods per pack"
              inputMode="numeric"
              {...field('podsPerPack')}
              defaultValue={product?.podsPerPack ?? ''}
              hint="Needed for a closed system."
            />
            <MoneyField
              label="Wholesale cost ($)"
              {...field('wholesaleCostCents')}
              cents={product?.wholesaleCostCents}
              hint="Needed for a vapour product."
            />
            <SelectField
              label="Characterizing flavour"
              {...field('characterizingFlavour')}
              defaultValue={product?.characterizingFlavour ?? 'NONE'}
            >
              <Options labels={FLAVOUR_LABELS} />
            </SelectField>
            <SelectField label="FDA status" {...field('fdaStatus')} defaultValue={product?.fdaStatus ?? 'NONE'}>
              <Options labels={FDA_STATUS_LABELS} />
            </SelectField>
          </div>
        </fieldset>
        <TextField label="Description" {...field('description')} defaultValue={product?.description ?? ''} />
        <Button type="submit" disabled={saving}>
          {product ? 'Save' : 'Create'}
        </Button>
      </form>
      <ConfirmDialog
        open={archiving !== null}
        title="Archive this product?"
        confirmLabel="Archive"
        onConfirm={() => save(archiving!)}
        onClose={() => setArchiving(null)}
      >
        <p>It leaves the shop and can no longer be ordered. Orders that name it keep it.</p>
      </ConfirmDialog>
    </section>
  );
}

/** A select's options from a label per value. */
function Options({ labels }: { labels: Record<string, string> }) {
  return Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
