import { FormAlert } from '../../../../src/components/form-alert';
import type { PreviewShippingRuleQuery, ShippingRuleKind } from '../../graphql/__generated__/graphql';

export type Preview = PreviewShippingRuleQuery['previewShippingRule'];

/** "this product" or "these 12 products", as a sentence's object. */
const these = (count: number): string => (count === 1 ? 'this product' : `these ${count} products`);
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Each rule on discounts, what it refuses on the products it covers at its place. */
const DISCOUNT_WORDS: Partial<Record<ShippingRuleKind, (count: number, place: string) => string>> = {
  NO_DISCOUNT: (count, place) => `Discounts on ${these(count)} will be refused for orders shipped to ${place}`,
  NO_MULTI_BUY: (count, place) =>
    `Buy-one-get-one, bundle or below-cost prices on ${these(count)} will be refused for orders shipped to ${place}`,
  NO_FREE_SAMPLE: (count, place) =>
    `${capitalised(these(count))} may never be free of charge (no free samples) in orders shipped to ${place}`,
  NO_FREE_GIFT: (count, place) =>
    `${capitalised(these(count))} may never be given free for buying another item in orders shipped to ${place}`,
};

/**
 * The preview in words: the server decides what the rule does (`effect`) and counts the products; this only says
 * it, each effect in its own words.
 */
function previewWords(preview: Preview): string {
  const { effect, kind, placeName: place, productCount: count, newlyStoppedCount: added } = preview;
  if (effect === 'STOPS_SHIPPING') {
    return (
      `${count} ${count === 1 ? 'product' : 'products'} could not be shipped to ${place}; ` +
      `${added} of them no other rule in force stops already.`
    );
  }
  if (count === 0)
    return `No active product is of the kinds it covers: it would change nothing for orders to ${place}.`;
  if (effect === 'LIMITS_QUANTITY') {
    const units = preview.maxUnits ?? 0;
    return (
      `Orders to ${place} may hold at most ${units} ${units === 1 ? 'unit' : 'units'} of ${these(count)}, all lines ` +
      `together; ${added} of them no other quantity limit in force covers already.`
    );
  }
  const refused =
    DISCOUNT_WORDS[kind]?.(count, place) ??
    `Some discounts on ${these(count)} will be refused for orders shipped to ${place}`;
  return `${refused}; ${added} of them no other rule of this kind in force there covers already.`;
}

/** What a rule would do if saved, as the server previewed it, with the products it reaches (newly reached first). */
export function PreviewPanel({ preview }: { preview: Preview }) {
  return (
    <section className="admin-panel" aria-labelledby="preview-heading" aria-live="polite">
      <h2 id="preview-heading">What it would do</h2>
      {!preview.active && (
        <p>
          <strong>Not confirmed:</strong> the shop applies none of this until the rule is confirmed.
        </p>
      )}
      <p>{previewWords(preview)}</p>
      {preview.problem && <FormAlert>{preview.problem}</FormAlert>}
      {preview.products.length > 0 && (
        <ul className="admin-preview-list">
          {preview.products.map((p) => (
            <li key={p.id}>
              {p.name}{' '}
              <span className="admin-muted">
                (
                {[p.productType, p.flavor, p.nicotineMg === null ? null : `${p.nicotineMg} mg/mL`]
                  .filter(Boolean)
                  .join(', ')}
                )
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
