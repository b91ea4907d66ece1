import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../../../src/components/button';
import { AdminTable } from '../../components/admin-list';
import { HistoryDialog } from '../../components/history-panel';
import { PageHeader } from '../../components/page-header';
import { type CarrierFieldsFragment, CarriersDocument } from '../../graphql/__generated__/graphql';
import { useMay } from '../../lib/staff-session';
import { CarrierDialog } from './carrier-dialog';

const COLUMNS = ['Carrier', 'Address', 'Telephone', 'Adult signature and ID', 'Actions'];

type Editing = { carrier: CarrierFieldsFragment | null } | null;

/** The carriers the shop ships with: an order with a vapour product goes only by one that takes an adult's ID. */
export function Component() {
  const mayChange = useMay('UPDATE_COMPLIANCE');
  const { data, error } = useQuery(CarriersDocument);
  const [editing, setEditing] = useState<Editing>(null);
  const [history, setHistory] = useState<CarrierFieldsFragment | null>(null);
  const carriers = data?.carriers ?? [];
  return (
    <>
      <PageHeader
        title="Carriers"
        actions={mayChange && <Button onClick={() => setEditing({ carrier: null })}>Add a carrier</Button>}
      >
        <p className="admin-muted">
          Who delivers for the shop, as PACT reports name them. An order with a vapour product ships only by a carrier
          that delivers to an adult (21+) who signs and shows a photo ID.
        </p>
      </PageHeader>
      <AdminTable
        result={{ data, error }}
        count={carriers.length}
        columns={COLUMNS}
        caption="Carriers"
        loadingLabel="Loading the carriers…"
        empty="No carrier yet."
      >
        {carriers.map((carrier) => (
          <tr key={carrier.id}>
            <th scope="row">{carrier.name}</th>
            <td>{carrier.address}</td>
            <td>{carrier.telephone}</td>
            <td>{carrier.adultSignatureId ? 'Yes: may carry vapour products' : 'No'}</td>
            <td className="admin-row-actions">
              {mayChange && (
                <Button variant="secondary" onClick={() => setEditing({ carrier })}>
                  Edit
                </Button>
              )}
              <Button variant="secondary" onClick={() => setHistory(carrier)}>
                History
              </Button>
            </td>
          </tr>
        ))}
      </AdminTable>
      {editing && <CarrierDialog carrier={editing.carrier} onClose={() => setEditing(null)} />}
      <HistoryDialog
        record={history}
        recordType="carrier"
        title={`History of ${history?.name ?? ''}`}
        onClose={() => setHistory(null)}
      />
    </>
  );
}
