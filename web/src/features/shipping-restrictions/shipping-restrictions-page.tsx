import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { EmptyText, LoadingText } from '../../components/status-text';
import { paths } from '../../config/paths';
import { type ShippingRestrictionsQuery, ShippingRestrictionsDocument } from '../../graphql/__generated__/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import './shipping-restrictions-page.css';

type Rule = ShippingRestrictionsQuery['shippingRestrictions'][number];

/** Kinds of rule that keep every vape product out of a state. */
const NO_SHIPPING = ['no-vape-shipping', 'no-online-sales'];

const LAST_COLUMN = { flavors: 'Allowed flavors', nicotine: 'Most nicotine', units: 'Most per order' } as const;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "2023-07-01" as "July 1, 2023" (a calendar date: read in UTC so no time zone moves it a day). */
export function formatRuleDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}

/** One group of rules. Explicit table roles keep the semantics when small screens restyle rows as cards. */
function RuleTable({
  rules,
  caption,
  column,
}: {
  rules: readonly Rule[];
  caption: string;
  /** A last column: the flavours a ban allows, a cap's most nicotine, or a limit's most units per order. */
  column?: keyof typeof LAST_COLUMN;
}) {
  if (!rules.length) return <EmptyText>None at present.</EmptyText>;
  return (
    <table className="restrictions-table" role="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            State
          </th>
          <th role="columnheader" scope="col">
            Rule
          </th>
          <th role="columnheader" scope="col">
            Effective
          </th>
          {column ? (
            <th role="columnheader" scope="col">
              {LAST_COLUMN[column]}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rules.map((rule) => (
          <tr key={`${rule.stateCode}-${rule.kind}-${rule.description}`} role="row">
            <th role="rowheader" scope="row">
              {rule.stateName} <span className="restrictions-table__code">({rule.stateCode})</span>
            </th>
            <td role="cell" data-label="Rule">
              {rule.description}
            </td>
            <td role="cell" data-label="Effective">
              {formatRuleDate(rule.effectiveFrom)}
            </td>
            {column === 'flavors' ? (
              <td role="cell" data-label="Allowed flavors">
                {rule.allowedFlavors.length ? rule.allowedFlavors.join(', ') : 'None'}
              </td>
            ) : column === 'nicotine' ? (
              <td role="cell" data-label="Most nicotine">
                {rule.maxNicotineMg} mg/mL
              </td>
            ) : column === 'units' ? (
              <td role="cell" data-label="Most per order">
                {rule.maxUnits}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /ShippingRestrictions: where vape products are not shipped, generated from the same rules the server
 * enforces at checkout (spec/state-rules.md), so the page and checkout never disagree.
 */
export function ShippingRestrictionsPage() {
  useDocumentTitle('Shipping Restrictions');
  const { data, loading, error, refetch } = useQuery(ShippingRestrictionsDocument);
  const rules = data?.shippingRestrictions;
  const noShipping = rules?.filter((rule) => NO_SHIPPING.includes(rule.kind)) ?? [];
  const flavorBans = rules?.filter((rule) => rule.kind === 'flavor-ban') ?? [];
  const nicotineCaps = rules?.filter((rule) => rule.kind === 'nicotine-cap') ?? [];
  const directories = rules?.filter((rule) => rule.kind === 'directory') ?? [];
  const quantityLimits = rules?.filter((rule) => rule.kind === 'quantity-limit') ?? [];

  return (
    <article className="restrictions-page container" aria-labelledby="restrictions-title">
      <h1 id="restrictions-title" className="restrictions-page__title">
        Shipping Restrictions
      </h1>
      <div className="restrictions-page__intro">
        <p>
          Some states do not allow vape products (disposable vapes, vape kits, vape juice, replacement pods and vape
          bundles) to be shipped to consumers, and some do not allow flavored vape products to be sold. We follow these
          laws: checkout tells you before an order is placed if an item in your cart cannot go to the state you chose.
        </p>
        <p>
          Everything else we sell, such as lighters, apparel, glass and accessories, ships to every state. The lists
          below are the rules in force today; we update them as the laws change.
        </p>
      </div>

      {error && !rules ? (
        <LoadError error={error} onRetry={refetch} />
      ) : loading && !rules ? (
        <LoadingText />
      ) : (
        <>
          <section className="restrictions-page__section" aria-labelledby="no-vape-title">
            <h2 id="no-vape-title">No vape shipping</h2>
            <p>We do not ship vape products to consumers in these states.</p>
            <RuleTable rules={noShipping} caption="States with no vape shipping" />
          </section>
          <section className="restrictions-page__section" aria-labelledby="flavor-ban-title">
            <h2 id="flavor-ban-title">Flavored vape products not sold</h2>
            <p>Only the flavors listed (tobacco, and in some places menthol) may be shipped to these states.</p>
            <RuleTable rules={flavorBans} caption="States where flavored vape products are not sold" column="flavors" />
          </section>
          <section className="restrictions-page__section" aria-labelledby="nicotine-cap-title">
            <h2 id="nicotine-cap-title">Nicotine limits</h2>
            <p>Vape products stronger than the limit are not shipped to these states.</p>
            <RuleTable rules={nicotineCaps} caption="States with a nicotine limit" column="nicotine" />
          </section>
          <section className="restrictions-page__section" aria-labelledby="directory-title">
            <h2 id="directory-title">Product directories</h2>
            <p>
              These states allow only vape products listed in their state directory; we ship there only the products
              whose makers have listed them.
            </p>
            <RuleTable rules={directories} caption="States with a product directory" />
          </section>
          <section className="restrictions-page__section" aria-labelledby="quantity-limit-title">
            <h2 id="quantity-limit-title">Limits per order</h2>
            <p>One order to these states may hold at most this many units of the vape products named.</p>
            <RuleTable rules={quantityLimits} caption="States with a limit per order" column="units" />
          </section>
        </>
      )}

      <p className="restrictions-page__help">
        Questions about your order? <Link to={paths.contactUs()}>Contact us</Link> or go back to your{' '}
        <Link to={paths.cartList()}>cart</Link>.
      </p>
    </article>
  );
}
