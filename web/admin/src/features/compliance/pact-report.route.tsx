import { useQuery } from '@apollo/client/react';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatMoney } from '../../../../src/lib/format-money';
import { PageLoading } from '../../components/page-loading';
import { TableHead } from '../../components/table-head';
import { type PactReportQuery, PactReportDocument } from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';
import { adminPaths } from '../../lib/paths';
import './pact-report.css';

type Row = PactReportQuery['pactReport']['rows'][number];

const COLUMNS = ['Recipient', 'Brand and product', 'Quantity', 'Carrier', 'Order, shipped', 'Excise collected'];

/** The rows grouped by city, then ZIP, in the server's order. */
function grouped(rows: readonly Row[]): { key: string; city: string; zip: string; rows: Row[] }[] {
  const groups: { key: string; city: string; zip: string; rows: Row[] }[] = [];
  for (const row of rows) {
    const key = `${row.city.toUpperCase()} ${row.zip}`;
    const last = groups[groups.length - 1];
    if (last?.key === key) last.rows.push(row);
    else groups.push({ key, city: row.city, zip: row.zip, rows: [row] });
  }
  return groups;
}

/** A state's monthly PACT report, to print: the seller's cover sheet, then the shipments by city and ZIP. */
export function Component() {
  const { state = '', month = '' } = useParams();
  const { data, error } = useQuery(PactReportDocument, { variables: { state, month } });
  if (error) return <p role="alert">{adminErrorMessage(error)}</p>;
  if (!data) return <PageLoading label="Loading the report…" />;
  const report = data.pactReport;
  const { seller, totals } = report;
  return (
    <article className="pact-report">
      <p className="pact-report-screen-only">
        <Link to={adminPaths.pactReports}>Back to the PACT reports</Link> ·{' '}
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
      </p>
      <section className="pact-report-cover" aria-labelledby="pact-cover">
        <h1 id="pact-cover">
          PACT Act monthly report: {report.stateName}, {report.month}
        </h1>
        <p>Delivery sales of electronic nicotine delivery systems (15 U.S.C. 376(a)(2)), due {report.dueOn}.</p>
        {seller.examples.length > 0 && (
          <p role="alert">Development examples, not the seller’s data: set {seller.examples.join(', ')}.</p>
        )}
        <dl>
          <dt>Legal name</dt>
          <dd>{seller.legalName}</dd>
          <dt>Trade name</dt>
          <dd>{seller.tradeName}</dd>
          <dt>Address</dt>
          <dd>{seller.address}</dd>
          <dt>Telephone</dt>
          <dd>{seller.telephone}</dd>
          <dt>E-mail</dt>
          <dd>{seller.email}</dd>
          <dt>Website</dt>
          <dd>{seller.website}</dd>
          <dt>ATF registration</dt>
          <dd>{seller.atfRegistration}</dd>
          <dt>Shipments</dt>
          <dd>{totals.shipments}</dd>
          <dt>Units</dt>
          <dd>{totals.units}</dd>
          <dt>Excise taxes collected</dt>
          <dd>{formatMoney(totals.exciseCents)}</dd>
        </dl>
        {report.filing && (
          <p>
            Filed {report.filing.filedAt} by {report.filing.filedBy ?? 'the command line'} {report.filing.reference}
          </p>
        )}
      </section>
      <section aria-labelledby="pact-rows">
        <h2 id="pact-rows">Shipments by city and ZIP</h2>
        {!report.rows.length && <p>No shipments of vapour products into {report.stateName} this month.</p>}
        {grouped(report.rows).map((group) => (
          <Fragment key={group.key}>
            <h3>
              {group.city} {group.zip}
            </h3>
            <table className="pact-report-table">
              <TableHead columns={COLUMNS} />
              <tbody>
                {group.rows.map((row, index) => (
                  <tr key={`${row.orderNumber}-${index}`}>
                    <td>
                      {row.recipientName}
                      <br />
                      {row.address}
                    </td>
                    <td>
                      {row.brand} {row.product}
                    </td>
                    <td>{row.quantity}</td>
                    <td>
                      {row.carrierName}
                      <br />
                      {row.carrierAddress}
                      <br />
                      {row.carrierTelephone}
                    </td>
                    <td>
                      {row.orderNumber}
                      <br />
                      {row.shipDate}
                    </td>
                    <td>{formatMoney(row.exciseCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Fragment>
        ))}
      </section>
    </article>
  );
}
