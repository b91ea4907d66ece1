import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../src/components/button';
import { TextField } from '../../../../src/components/form-field';
import { AdminList, FilterForm } from '../../components/admin-list';
import { HistoryDialog } from '../../components/history-panel';
import { PageHeader } from '../../components/page-header';
import {
  type DirectoryListingFieldsFragment,
  DirectoryListingsDocument,
  EndDirectoryListingDocument,
} from '../../graphql/__generated__/graphql';
import { ENDS_KIND_LABELS, FDA_STATUS_LABELS } from '../../lib/compliance-labels';
import { adminPaths } from '../../lib/paths';
import { useMay } from '../../lib/staff-session';
import { useListParams } from '../../lib/use-list-params';
import { ListingDialog } from './listing-dialog';
import { today } from './rule-labels';
import { EndDialog, StateAndShownFilters } from './dated-controls';

const PAGE_SIZE = 50;
const COLUMNS = ['Product', 'State', 'Entry', 'From', 'Until', 'In force', 'Actions'];

/**
 * The products each state's directory lists, and when: a directory rule lets a product of its kinds ship to its
 * state only while it is listed there. Filters and page in the URL; add, end (asked first) and history.
 */
export function Component() {
  const mayChange = useMay('UPDATE_SHIPPING_RULES');
  const { params, get, set, page, setPage, submitFilters } = useListParams();
  const state = get('state');
  const text = get('q');
  const shown = get('shown') === 'all' ? 'all' : 'current';
  const endingDays = /^\d{1,3}$/.test(get('ending')) ? Number(get('ending')) : null;
  const { data, loading, error } = useQuery(DirectoryListingsDocument, {
    variables: {
      filter: {
        stateCode: state || null,
        text: text || null,
        inForceOnly: shown === 'current',
        endingWithinDays: endingDays,
      },
      page: { page, pageSize: PAGE_SIZE },
    },
  });
  const [end] = useMutation(EndDirectoryListingDocument, { refetchQueries: [DirectoryListingsDocument] });
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<DirectoryListingFieldsFragment | null>(null);
  const [history, setHistory] = useState<DirectoryListingFieldsFragment | null>(null);
  const states = data?.shippingRuleChoices.states ?? [];
  const submit = (event: FormEvent<HTMLFormElement>) => submitFilters(event, ['q']);
  const describe = (listing: DirectoryListingFieldsFragment) => `${listing.productName} in ${listing.stateName}`;

  return (
    <>
      <PageHeader
        title="Directory listings"
        actions={mayChange && data && <Button onClick={() => setAdding(true)}>Add a listing</Button>}
      >
        <p className="admin-muted">
          Where a state’s directory rule is in force, a product of its kinds ships there only while it is listed.{' '}
          <Link to={adminPaths.shippingRules}>Back to the shipping rules</Link>
        </p>
      </PageHeader>
      <FilterForm params={params} label="Filter the listings" onSubmit={submit}>
        <StateAndShownFilters states={states} state={state} shown={shown} shownLabel="Listings shown" set={set} />
        <TextField label="Product name" name="q" type="search" defaultValue={text} />
        <Button type="submit">Search</Button>
      </FilterForm>
      {endingDays !== null && (
        <p className="admin-muted">
          Only the listings ending within {endingDays} days.{' '}
          <Link to={adminPaths.directoryListings}>Show every listing</Link>
        </p>
      )}
      <AdminList
        result={{ data, error, loading }}
        total={data?.directoryListings.total ?? 0}
        columns={COLUMNS}
        caption="Directory listings by state and product"
        loadingLabel="Loading the listings…"
        empty="No listing matches these filters."
        noun={['listing', 'listings']}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      >
        {data?.directoryListings.listings.map((listing) => (
          <tr key={listing.id}>
            <th scope="row">
              {listing.productName}
              <br />
              <span className="admin-muted">
                {listing.endsKind ? ENDS_KIND_LABELS[listing.endsKind] : '—'}; FDA status:{' '}
                {FDA_STATUS_LABELS[listing.fdaStatus]}
              </span>
            </th>
            <td>{listing.stateName}</td>
            <td>{listing.reference}</td>
            <td>{listing.listedFrom}</td>
            <td>{listing.listedTo ?? 'no end'}</td>
            <td>{listing.inForce ? 'Yes' : 'No'}</td>
            <td className="admin-row-actions">
              {mayChange && (!listing.listedTo || listing.listedTo > today()) && (
                <Button variant="secondary" onClick={() => setEnding(listing)} aria-label={`End ${describe(listing)}`}>
                  End
                </Button>
              )}
              <Button
                variant="secondary"
                onClick={() => setHistory(listing)}
                aria-label={`History of ${describe(listing)}`}
              >
                History
              </Button>
            </td>
          </tr>
        ))}
      </AdminList>
      {adding && data && <ListingDialog states={states} initialState={state} onClose={() => setAdding(false)} />}
      <EndDialog
        open={ending !== null}
        title={`End the listing of ${ending ? describe(ending) : ''}?`}
        confirmLabel="End the listing"
        dayLabel="First day not listed"
        onConfirm={(on) => end({ variables: { id: ending!.id, on } })}
        onClose={() => setEnding(null)}
      >
        <p>
          From this day the product no longer counts as listed: where the state’s directory rule is in force, the
          checkout refuses it. Orders already placed are not changed.
        </p>
      </EndDialog>
      <HistoryDialog
        record={history}
        recordType="directory-listing"
        title={`History of the listing of ${history ? describe(history) : ''}`}
        onClose={() => setHistory(null)}
      />
    </>
  );
}
