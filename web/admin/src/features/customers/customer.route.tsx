import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../../src/components/button';
import { StatusRegion } from '../../../../src/components/form-alert';
import { TextField } from '../../../../src/components/form-field';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { HistoryPanel } from '../../components/history-panel';
import { PageHeader } from '../../components/page-header';
import { TableHead } from '../../components/table-head';
import {
  CustomerDocument,
  type CustomerDetailFieldsFragment,
  DisableCustomerDocument,
  EnableCustomerDocument,
  RecordHistoryDocument,
  SendPasswordRecoveryDocument,
} from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';
import { formatDateTime } from '../../lib/format';
import { adminPaths } from '../../lib/paths';
import { useMay } from '../../lib/staff-session';
import { formatMoney } from '../../../../src/lib/format-money';
import { PageLoading } from '../../components/page-loading';

type Pending = 'disable' | 'enable' | 'recovery' | null;
const ORDER_COLUMNS = ['Order', 'Placed', 'Items', 'Total', 'Status'];

/** One customer's account: dates, orders, addresses, its history, and what support may do to it. */
export function Component() {
  const { id = '' } = useParams();
  const mayChange = useMay('UPDATE_CUSTOMER');
  const { data, error } = useQuery(CustomerDocument, { variables: { id } });
  const refetchQueries = [{ query: RecordHistoryDocument, variables: { recordType: 'customer', recordId: id } }];
  const [disable] = useMutation(DisableCustomerDocument, { refetchQueries });
  const [enable] = useMutation(EnableCustomerDocument, { refetchQueries });
  const [sendRecovery] = useMutation(SendPasswordRecoveryDocument, { refetchQueries });
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);

  if (error) return <p role="alert">{adminErrorMessage(error)}</p>;
  if (!data) {
    return <PageLoading label="Loading the customer…" />;
  }
  const customer = data.customer;
  const name = `${customer.firstName} ${customer.lastName}`;
  const run = async () => {
    if (pending === 'disable') await disable({ variables: { id, reason: reason.trim() || null } });
    if (pending === 'enable') await enable({ variables: { id } });
    if (pending === 'recovery') await sendRecovery({ variables: { id } });
    setDone(
      pending === 'recovery'
        ? `A password-recovery code was mailed to ${customer.email}.`
        : `The account is ${pending === 'disable' ? 'disabled' : 'enabled'}.`,
    );
  };

  return (
    <>
      <PageHeader
        title={name}
        actions={
          mayChange && (
            <>
              <Button variant="secondary" onClick={() => setPending(customer.disabledAt ? 'enable' : 'disable')}>
                {customer.disabledAt ? 'Enable account' : 'Disable account'}
              </Button>
              {!customer.disabledAt && (
                <Button variant="secondary" onClick={() => setPending('recovery')}>
                  Send password-recovery mail
                </Button>
              )}
            </>
          )
        }
      >
        <p className="admin-muted">
          <Link to={adminPaths.customers}>Customers</Link> · {customer.email}
        </p>
      </PageHeader>
      <StatusRegion message={done} />
      <AccountPanel customer={customer} />
      <section className="admin-panel" aria-labelledby="orders-heading">
        <h2 id="orders-heading">Orders</h2>
        {customer.orders.length === 0 ? (
          <p>No orders yet.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Orders of {name}, newest first</caption>
              <TableHead columns={ORDER_COLUMNS} />
              <tbody>
                {customer.orders.map((order) => (
                  <tr key={order.orderNumber}>
                    <th scope="row">
                      <Link to={adminPaths.order(order.orderNumber)}>{order.orderNumber}</Link>
                    </th>
                    <td>{formatDateTime(order.placedAt)}</td>
                    <td>{order.itemCount}</td>
                    <td>{formatMoney(order.totalCents)}</td>
                    <td>{order.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="admin-panel" aria-labelledby="addresses-heading">
        <h2 id="addresses-heading">Addresses</h2>
        {customer.addresses.length === 0 ? (
          <p>No saved addresses.</p>
        ) : (
          <ul className="admin-addresses">
            {customer.addresses.map((a) => (
              <li key={a.id}>
                <address>
                  {a.firstName} {a.lastName}
                  <br />
                  {a.address}
                  <br />
                  {a.city}, {a.state} {a.zipcode}
                </address>
                {a.isDefault && <span className="admin-muted">Default address</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <HistoryPanel recordType="customer" recordId={id} />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending === 'disable'
            ? `Disable ${name}?`
            : pending === 'enable'
              ? `Enable ${name}?`
              : `Mail a password-recovery code to ${customer.email}?`
        }
        confirmLabel={pending === 'disable' ? 'Disable' : pending === 'enable' ? 'Enable' : 'Send'}
        onConfirm={run}
        onClose={() => {
          setPending(null);
          setReason('');
        }}
      >
        {pending === 'disable' && (
          <>
            <p>They are signed out everywhere at once and cannot log in or recover their password until enabled.</p>
            <TextField
              label="Reason (for the other staff)"
              name="reason"
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          </>
        )}
        {pending === 'enable' && <p>They can log in again with their password.</p>}
        {pending === 'recovery' && <p>The code is valid for a short while; any earlier code stops working.</p>}
      </ConfirmDialog>
    </>
  );
}

function AccountPanel({ customer }: { customer: CustomerDetailFieldsFragment }) {
  return (
    <section className="admin-panel" aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      <dl className="admin-facts">
        <dt>State</dt>
        <dd>{customer.disabledAt ? `Disabled ${formatDateTime(customer.disabledAt)}` : 'Active'}</dd>
        {customer.disabledReason && (
          <>
            <dt>Reason</dt>
            <dd>{customer.disabledReason}</dd>
          </>
        )}
        <dt>E-mail</dt>
        <dd>{customer.email}</dd>
        <dt>Date of birth</dt>
        <dd>{customer.dateOfBirth}</dd>
        <dt>Joined</dt>
        <dd>{formatDateTime(customer.createdAt)}</dd>
        <dt>Last changed</dt>
        <dd>{formatDateTime(customer.updatedAt)}</dd>
      </dl>
    </section>
  );
}
