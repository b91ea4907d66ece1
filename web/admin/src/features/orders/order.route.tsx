import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, Fragment, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../../src/components/button';
import { FormAlert } from '../../../../src/components/form-alert';
import { formatMoney } from '../../../../src/lib/format-money';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { HistoryPanel } from '../../components/history-panel';
import { PageHeader } from '../../components/page-header';
import {
  AddOrderNoteDocument,
  ResendOrderMailDocument,
  AdminOrderDocument,
  ApproveOrderDocument,
  MarkOrderDeliveredDocument,
  RecordHistoryDocument,
  RefundOrderDocument,
  RejectOrderDocument,
  ShipOrderDocument,
} from '../../graphql/__generated__/graphql';
import { TableHead } from '../../components/table-head';
import { adminErrorMessage } from '../../lib/admin-errors';
import { formatDateTime } from '../../lib/format';
import { adminPaths } from '../../lib/paths';
import { STATUS_LABELS } from './order-labels';
import { ReasonDialog, ShipDialog } from './order-step-dialogs';
import { IdentityVerificationPanel } from './identity-verification-panel';
import { PaymentPanel } from '../payments/payment-panel';
import { RefundDialog } from '../payments/refund-dialog';
import { OrderNotFound } from './order-not-found';
import './orders.css';
import { useMay } from '../../lib/staff-session';
import { useAttempt } from '../../lib/use-attempt';
import { PageLoading } from '../../components/page-loading';
import { ShipToAddress } from './ship-to-address';

const LINE_COLUMNS = ['Product', 'Qty', 'Each', 'Total'];

type Open = 'approve' | 'reject' | 'ship' | 'deliver' | 'refund' | 'resend' | null;

/** One order: lines, totals, customer, ship-to, the steps staff can take, its timeline, notes and history. */
export function Component() {
  const orderNumber = useParams().orderNumber ?? '';
  const { data, error } = useQuery(AdminOrderDocument, { variables: { orderNumber } });
  const refetchQueries = [AdminOrderDocument, RecordHistoryDocument];
  const [approve] = useMutation(ApproveOrderDocument, { refetchQueries });
  const [reject] = useMutation(RejectOrderDocument, { refetchQueries });
  const [ship] = useMutation(ShipOrderDocument, { refetchQueries });
  const [deliver] = useMutation(MarkOrderDeliveredDocument, { refetchQueries });
  const [refund] = useMutation(RefundOrderDocument, { refetchQueries });
  const [addNote] = useMutation(AddOrderNoteDocument, { refetchQueries });
  const [resend] = useMutation(ResendOrderMailDocument, { refetchQueries: [RecordHistoryDocument] });
  const mayResend = useMay('RESEND_MAIL');
  const [open, setOpen] = useState<Open>(null);
  const note = useAttempt();
  const close = () => setOpen(null);

  if (error) return <p role="alert">{adminErrorMessage(error)}</p>;
  if (!data) return <PageLoading label="Loading the order…" />;
  const order = data.order;
  if (!order) return <OrderNotFound orderNumber={orderNumber} />;
  const can = (action: string) => order.actions.includes(action as (typeof order.actions)[number]);
  const submitNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    void note.attempt(async () => {
      await addNote({ variables: { orderNumber, body: String(new FormData(formElement).get('body') ?? '') } });
      formElement.reset();
    });
  };
  return (
    <>
      <PageHeader
        title={`Order ${order.orderNumber}`}
        actions={
          <>
            {can('APPROVE') && <Button onClick={() => setOpen('approve')}>Approve</Button>}
            {can('SHIP') &&
              (order.payment.shipRefusal ? (
                <Button disabled aria-describedby="ship-refusal">
                  Ship
                </Button>
              ) : (
                <Button onClick={() => setOpen('ship')}>Ship</Button>
              ))}
            {can('MARK_DELIVERED') && <Button onClick={() => setOpen('deliver')}>Mark delivered</Button>}
            {can('REJECT') && (
              <Button variant="secondary" onClick={() => setOpen('reject')}>
                Reject
              </Button>
            )}
            {can('REFUND') &&
              (order.payment.refundUnconfirmed ? (
                // A refund in doubt may have been made: none is offered until the gateway has been asked.
                <Button variant="secondary" disabled aria-describedby="refund-unconfirmed">
                  Refund
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => setOpen('refund')}>
                  Refund
                </Button>
              ))}
            {mayResend && (
              <Button variant="secondary" onClick={() => setOpen('resend')}>
                Resend mail
              </Button>
            )}
            <Link className="btn btn--secondary" to={adminPaths.packingSlips([order.orderNumber])}>
              Packing slip
            </Link>
            <Link className="btn btn--secondary" to={adminPaths.shippingLabel(order.orderNumber)}>
              Shipping label
            </Link>
          </>
        }
      >
        <p>
          <strong className="order-status">{STATUS_LABELS[order.status]}</strong>
          {order.awaitingIdentityVerification && <> · Awaiting identity verification</>} · placed{' '}
          <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time>
        </p>
        {can('SHIP') && order.payment.shipRefusal ? (
          <p id="ship-refusal" className="order-ship-refusal">
            {order.payment.shipRefusal}
          </p>
        ) : null}
      </PageHeader>
      <div className="order-columns">
        <section className="admin-panel" aria-labelledby="lines-heading">
          <h2 id="lines-heading">Items</h2>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <TableHead columns={LINE_COLUMNS} />
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.id}>
                    <th scope="row">{line.name}</th>
                    <td>{line.quantity}</td>
                    <td>{formatMoney(line.unitPrice)}</td>
                    <td>{formatMoney(line.lineTotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="order-totals">
            <dt>Subtotal</dt>
            <dd>{formatMoney(order.subtotal)}</dd>
            {order.discounts.map((d) => (
              <Fragment key={`${d.name}-${d.code ?? ''}-${d.freeShipping}`}>
                <dt>
                  {d.freeShipping ? 'Free shipping: ' : ''}
                  {d.name}
                  {d.code ? ` (code ${d.code})` : ''}
                </dt>
                <dd>−{formatMoney(d.amount)}</dd>
              </Fragment>
            ))}
            <dt>Shipping</dt>
            <dd>{formatMoney(order.shipping)}</dd>
            {order.taxes.map((tax) => (
              <Fragment key={tax.name}>
                <dt>{tax.name}</dt>
                <dd>{formatMoney(tax.amount)}</dd>
              </Fragment>
            ))}
            <dt>Total</dt>
            <dd>
              <strong>{formatMoney(order.total)}</strong>
            </dd>
          </dl>
        </section>
        <section className="admin-panel" aria-labelledby="customer-heading">
          <h2 id="customer-heading">Customer</h2>
          <p>
            {order.customer.name}
            <br />
            <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
          </p>
          <h3>Ships to</h3>
          <ShipToAddress shipTo={order.shipTo} />
          <h3>Delivery</h3>
          <p>
            {order.delivery.name}
            {order.delivery.estimatedFrom &&
              `, expected ${order.delivery.estimatedFrom} – ${order.delivery.estimatedTo ?? ''}`}
          </p>
        </section>
      </div>
      <IdentityVerificationPanel order={order} />
      <PaymentPanel orderNumber={order.orderNumber} payment={order.payment} />
      <section className="admin-panel" aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">Timeline</h2>
        <ol className="admin-history">
          {order.timeline.map((step) => (
            <li key={`${step.status}-${step.at}`}>
              <p>
                <strong>{STATUS_LABELS[step.status]}</strong> <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                {' · '}
                {step.staffName ?? (step.status === 'PENDING_APPROVAL' ? 'the customer' : 'the command line')}
              </p>
              {step.trackingNumber && (
                <p className="admin-muted">
                  {step.carrier} {step.trackingNumber}
                  {step.trackingUrl && (
                    <>
                      {' '}
                      <a href={step.trackingUrl} target="_blank" rel="noreferrer">
                        Track
                      </a>
                    </>
                  )}
                </p>
              )}
              {step.reason && <p className="admin-muted">Reason: {step.reason}</p>}
            </li>
          ))}
        </ol>
      </section>
      <section className="admin-panel" aria-labelledby="notes-heading">
        <h2 id="notes-heading">Internal notes</h2>
        {order.notes.length === 0 ? (
          <p className="admin-muted">No notes yet. Customers never see them.</p>
        ) : (
          <ol className="admin-history">
            {order.notes.map((note) => (
              <li key={note.id}>
                <p>{note.body}</p>
                <p className="admin-muted">
                  {note.staffName}, <time dateTime={note.at}>{formatDateTime(note.at)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
        <form onSubmit={submitNote} className="order-note-form">
          {note.error && <FormAlert>{note.error}</FormAlert>}
          <label htmlFor="order-note">Add a note</label>
          <textarea id="order-note" name="body" required maxLength={2000} rows={3} />
          <Button type="submit" disabled={note.busy}>
            {note.busy ? 'Saving…' : 'Add note'}
          </Button>
        </form>
      </section>
      <HistoryPanel recordType="order" recordId={order.orderNumber} />

      <ConfirmDialog
        open={open === 'approve'}
        title={`Approve ${order.orderNumber}?`}
        confirmLabel="Approve"
        onConfirm={() => approve({ variables: { orderNumber } })}
        onClose={close}
      >
        <p>The customer is mailed that the order is approved.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'resend'}
        title={`Mail the customer again about ${order.orderNumber}?`}
        confirmLabel="Resend mail"
        onConfirm={() => resend({ variables: { orderNumber } })}
        onClose={close}
      >
        <p>The customer gets the mail about the order as it stands now ({STATUS_LABELS[order.status]}) once more.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'deliver'}
        title={`Mark ${order.orderNumber} delivered?`}
        confirmLabel="Mark delivered"
        onConfirm={() => deliver({ variables: { orderNumber } })}
        onClose={close}
      >
        <p>The customer is mailed that the order has been delivered.</p>
      </ConfirmDialog>
      <ShipDialog
        orderNumber={orderNumber}
        open={open === 'ship'}
        onClose={close}
        onShip={(carrier, trackingNumber) => ship({ variables: { orderNumber, carrier, trackingNumber } })}
      />
      <ReasonDialog
        open={open === 'reject'}
        title={`Reject ${order.orderNumber}?`}
        submitLabel="Reject the order"
        warning="Rejecting cannot be undone. The customer is mailed the reason and is not charged."
        onClose={close}
        onConfirm={(reason) => reject({ variables: { orderNumber, reason } })}
      />
      {order.payment.events.some((e) => e.operation === 'capture' && e.outcome === 'approved') ? (
        <RefundDialog
          open={open === 'refund'}
          orderNumber={order.orderNumber}
          lines={order.lines}
          refundable={order.payment.charged - order.payment.refunded}
          card={
            order.payment.brand && order.payment.lastFour
              ? `${order.payment.brand} ···· ${order.payment.lastFour}`
              : null
          }
          onClose={close}
        />
      ) : (
        <ReasonDialog
          open={open === 'refund'}
          title={`Mark ${order.orderNumber} refunded?`}
          submitLabel="Mark refunded"
          warning="Nothing was charged through the payment gateway for this order: return the money the way it was paid, then mark it refunded here. This cannot be undone; the customer is mailed the reason."
          onClose={close}
          onConfirm={(reason) => refund({ variables: { orderNumber, reason } })}
        />
      )}
    </>
  );
}
