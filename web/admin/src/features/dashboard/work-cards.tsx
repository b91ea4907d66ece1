import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../components/page-loading';
import { type MyWorkQuery, MyWorkDocument } from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';
import { ADMIN_ROOT, adminPaths } from '../../lib/paths';

type Work = MyWorkQuery['myWork'];

const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);
const orders = (query: string): string => `${adminPaths.orders}?${query}`;

/** One count and the list it opens. */
function Count({ to, n, children, note }: { to: string; n: number; children: ReactNode; note?: string }) {
  return (
    <li>
      <Link to={to}>
        <strong>{n}</strong> {children}
      </Link>
      {note && <span className="admin-muted"> {note}</span>}
    </li>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-work" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <ul className="admin-todo">{children}</ul>
    </section>
  );
}

/** What must be set before selling: the owner's and manager's first start, gone once every check is done. */
function SetupChecklist({ steps }: { steps: NonNullable<Work['setup']> }) {
  const open = steps.filter((step) => !step.done);
  if (!open.length) return null;
  return (
    <section className="admin-panel admin-setup" aria-labelledby="setup-heading">
      <h2 id="setup-heading">Before you sell</h2>
      <p>
        {open.length} of {steps.length} {plural(steps.length, 'thing', 'things')} still to set.
      </p>
      <ol className="admin-setup-list">
        {steps.map((step) => (
          <li key={step.key} data-done={step.done}>
            <span className="admin-setup-mark">{step.done ? 'Done' : 'To do'}</span> <strong>{step.title}</strong>
            <p className="admin-muted">{step.detail}</p>
            {!step.done && step.link?.path.startsWith(`${ADMIN_ROOT}/`) && (
              <Link to={step.link.path}>{step.link.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Each role's own work, with counts that open the filtered lists. The server sends only the parts this staff
 * member's role holds; a part it leaves out is not shown.
 */
export function WorkCards() {
  const { data, error } = useQuery(MyWorkDocument, { fetchPolicy: 'cache-and-network' });
  if (error) return <p role="alert">{adminErrorMessage(error)}</p>;
  if (!data) return <PageLoading label="Loading your work…" />;
  const { fulfilment, support, compliance, catalogue, setup } = data.myWork;
  return (
    <>
      {setup && <SetupChecklist steps={setup} />}
      <div className="admin-work-cards">
        {fulfilment && (
          <Card id="fulfilment" title="Orders">
            <Count to={orders('status=PENDING_APPROVAL&identity=clear')} n={fulfilment.toApprove}>
              {plural(fulfilment.toApprove, 'order', 'orders')} to approve
            </Count>
            <Count to={orders('status=APPROVED')} n={fulfilment.toShip}>
              {plural(fulfilment.toShip, 'order', 'orders')} to ship
            </Count>
            {fulfilment.heldForIdentity > 0 && (
              <Count to={orders('identity=held')} n={fulfilment.heldForIdentity} note="(approve once verified)">
                held for identity verification
              </Count>
            )}
          </Card>
        )}
        {support && (
          <Card id="support" title="Customers waiting">
            <Count to={orders('identity=held')} n={support.awaitingIdentity}>
              {plural(support.awaitingIdentity, 'customer', 'customers')} waiting for identity verification
            </Count>
          </Card>
        )}
        {compliance && (
          <Card id="compliance" title="Compliance">
            <Count
              to={adminPaths.pactReports}
              n={compliance.pactReportsDue}
              note={compliance.pactReportsOverdue ? `(${compliance.pactReportsOverdue} overdue)` : undefined}
            >
              PACT {plural(compliance.pactReportsDue, 'report', 'reports')} to file
            </Count>
            <Count
              to={`${adminPaths.directoryListings}?ending=${compliance.listingsEndingDays}`}
              n={compliance.listingsEnding}
            >
              directory {plural(compliance.listingsEnding, 'listing', 'listings')} ending within{' '}
              {compliance.listingsEndingDays} days
            </Count>
          </Card>
        )}
        {catalogue && (
          <Card id="catalogue" title="Catalogue">
            <Count to={`${adminPaths.products}?low=yes`} n={catalogue.lowStock} note="(at or below its own threshold)">
              {plural(catalogue.lowStock, 'product', 'products')} low on stock
            </Count>
            <Count to={`${adminPaths.products}?status=DRAFT`} n={catalogue.drafts}>
              {plural(catalogue.drafts, 'draft', 'drafts')} not yet in the shop
            </Count>
          </Card>
        )}
      </div>
    </>
  );
}
