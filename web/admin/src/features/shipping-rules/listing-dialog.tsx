import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../../src/components/dialog';
import { FormAlert } from '../../../../src/components/form-alert';
import { SelectField, TextField } from '../../../../src/components/form-field';
import { useDebouncedValue } from '../../../../src/lib/use-debounced-value';
import { DialogActions } from '../../components/dialog-actions';
import {
  AddDirectoryListingDocument,
  DirectoryListingsDocument,
  DirectoryProductsDocument,
  type DirectoryListingInput,
} from '../../graphql/__generated__/graphql';
import { ENDS_KIND_LABELS, FDA_STATUS_LABELS } from '../../lib/compliance-labels';
import { useAttempt } from '../../lib/use-attempt';
import { DateRangeFields } from './dated-controls';
import { today } from './rule-labels';
import { StateOptions } from './state-options';

const MIN_SEARCH = 2;

/** Lists a product in a state's directory: the product found by its name, the state, the days and the entry. */
export function ListingDialog({
  states,
  initialState,
  onClose,
}: {
  states: readonly { code: string; name: string }[];
  initialState: string;
  onClose: () => void;
}) {
  const [input, setInput] = useState<DirectoryListingInput>({
    productId: '',
    stateCode: initialState,
    listedFrom: today(),
    listedTo: null,
    reference: '',
  });
  const [search, setSearch] = useState('');
  const { busy, error, attempt } = useAttempt();
  const searched = useDebouncedValue(search.trim(), 200);
  const found = useQuery(DirectoryProductsDocument, {
    variables: { text: searched },
    skip: searched.length < MIN_SEARCH,
  });
  const products = searched.length < MIN_SEARCH ? [] : (found.data?.directoryProducts ?? []);
  const [add] = useMutation(AddDirectoryListingDocument, { refetchQueries: [DirectoryListingsDocument] });
  const change = (fields: Partial<DirectoryListingInput>) => setInput((current) => ({ ...current, ...fields }));
  const save = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      await add({ variables: { input: { ...input, listedTo: input.listedTo || null } } });
      onClose();
    });
  };
  const productHint =
    searched.length < MIN_SEARCH
      ? `Type at least ${MIN_SEARCH} letters of its name above.`
      : found.loading
        ? 'Searching…'
        : `${products.length} vapour ${products.length === 1 ? 'product' : 'products'} found.`;

  return (
    <Dialog
      open
      title="Add a directory listing"
      onClose={onClose}
      dismissible={!busy}
      actions={<DialogActions busy={busy} onCancel={onClose} form="listing-form" />}
    >
      <form id="listing-form" onSubmit={save}>
        <TextField
          label="Find the product by name"
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => {
            setSearch(e.target.value);
            change({ productId: '' });
          }}
        />
        <SelectField
          label="Product"
          hint={productHint}
          required
          value={input.productId}
          onChange={(e) => change({ productId: e.target.value })}
        >
          <option value="">Choose a product</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({ENDS_KIND_LABELS[p.endsKind]}; FDA status: {FDA_STATUS_LABELS[p.fdaStatus]})
            </option>
          ))}
        </SelectField>
        <SelectField
          label="State"
          value={input.stateCode}
          required
          onChange={(e) => change({ stateCode: e.target.value })}
        >
          <StateOptions states={states} none="Choose a state" />
        </SelectField>
        <DateRangeFields
          fromLabel="Listed from"
          toLabel="Listed until (first day no longer listed)"
          from={input.listedFrom}
          to={input.listedTo}
          onFromChange={(listedFrom) => change({ listedFrom })}
          onToChange={(listedTo) => change({ listedTo })}
        />
        <TextField
          label="Directory entry or reference"
          value={input.reference}
          required
          maxLength={300}
          onChange={(e) => change({ reference: e.target.value })}
        />
      </form>
      {error && <FormAlert>{error}</FormAlert>}
    </Dialog>
  );
}
