import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { ProductPageQuery } from '../../../graphql/__generated__/graphql';

type Rule = NonNullable<ProductPageQuery['product']>['restrictedStates'][number];

/** The rules grouped by state, states by name: a state can have two (New York bans delivery and flavours). */
function byState(rules: readonly Rule[]): { name: string; reasons: string[] }[] {
  const states = new Map<string, { name: string; reasons: string[] }>();
  for (const rule of rules) {
    const state = states.get(rule.stateCode) ?? { name: rule.stateName, reasons: [] };
    state.reasons.push(rule.description);
    states.set(rule.stateCode, state);
  }
  return [...states.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Where this product cannot be shipped, from the rules checkout enforces. */
export function RestrictedStates({ rules }: { rules: readonly Rule[] }) {
  const states = byState(rules);
  const titleId = useId();
  return (
    <section className="restricted-states" aria-labelledby={titleId}>
      <h2 id={titleId} className="restricted-states__title">
        Shipping
      </h2>
      {states.length ? (
        <>
          <p>We cannot ship this product to {states.length === 1 ? 'this state' : `these ${states.length} states`}:</p>
          <ul>
            {states.map((state) => (
              <li key={state.name}>
                <strong>{state.name}</strong>: {state.reasons.join('; ')}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>We ship this product to every US state.</p>
      )}
      <Link to={paths.shippingRestrictions()}>Shipping restrictions by state</Link>
    </section>
  );
}
