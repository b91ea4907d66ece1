import type { Sql } from '../../db/sql';
import { SHOP_TODAY } from '../../common/shop-day';
import type { Product } from '../catalog/product.type';
import { CharacterizingFlavour, type EndsKind } from '../compliance/product-compliance.type';

/** What a rule stops; the values are the table's (kept free of decorators, as the checkout loads this file). */
export enum ShippingRuleKind {
  /** No product of its kinds ships to the state. */
  NO_VAPE_SHIPPING = 'no-vape-shipping',
  /** The state does not allow them to be sold online: the same effect, other words. */
  NO_ONLINE_SALES = 'no-online-sales',
  /** Products of its kinds with a characterizing flavour it does not allow. */
  FLAVOR_BAN = 'flavor-ban',
  /** Products of its kinds stronger than its cap in mg/mL. */
  NICOTINE_CAP = 'nicotine-cap',
}

export interface ShippingRuleRow {
  stateCode: string;
  stateName: string;
  kind: ShippingRuleKind;
  description: string;
  endsKinds: EndsKind[];
  allowedFlavours: CharacterizingFlavour[];
  maxNicotineMg: number | null;
  /** The allowed flavours as the shop names them ("Tobacco"). */
  allowedFlavors: string[];
  effectiveFrom: string;
  source: string;
}

/** What a rule reads of a product. */
export type RuledProduct = Pick<Product, 'endsKind' | 'characterizingFlavour' | 'nicotineMg'>;

export interface RestrictedLine {
  productId: string;
  productName: string;
  reason: string;
}

const RULE_COLUMNS = `r.state_code AS "stateCode", s.name AS "stateName", r.kind, r.description,
  r.ends_kinds AS "endsKinds", r.allowed_flavours AS "allowedFlavours", r.max_nicotine_mg AS "maxNicotineMg",
  ARRAY(SELECT initcap(f) FROM unnest(r.allowed_flavours) AS f) AS "allowedFlavors",
  to_char(r.effective_from, 'YYYY-MM-DD') AS "effectiveFrom", r.source`;

/** In force today (the shop's day); read on every question, so a staff edit applies to the next one. */
export const IN_FORCE = `r.effective_from <= ${SHOP_TODAY} AND (r.effective_to IS NULL OR r.effective_to > ${SHOP_TODAY})`;

/** Where vape products may not go (spec/state-rules.md): data with dates, checked on the server. */
export class ShippingRulesService {
  constructor(private readonly sql: Sql) {}

  /** Every rule in force today, for the public restrictions page. */
  inForce(): Promise<ShippingRuleRow[]> {
    return this.sql.query<ShippingRuleRow>(
      `SELECT ${RULE_COLUMNS} FROM shipping_rule r JOIN us_state s ON s.code = r.state_code
       WHERE ${IN_FORCE} ORDER BY s.name, r.kind`,
    );
  }

  /** For each product, the rules in force today that keep it from a state: where it cannot be shipped. */
  async rulesBarring(products: readonly Product[]): Promise<ShippingRuleRow[][]> {
    const rules = await this.inForce();
    return products.map((product) => rules.filter((rule) => ruleStops(rule, product)));
  }

  /** The lines that cannot ship to a state today, with the reason for each. */
  async restrictedLines(stateCode: string, products: readonly Product[]): Promise<RestrictedLine[]> {
    const rules = await this.sql.query<ShippingRuleRow>(
      `SELECT ${RULE_COLUMNS} FROM shipping_rule r JOIN us_state s ON s.code = r.state_code
       WHERE r.state_code = $1 AND ${IN_FORCE}`,
      [stateCode],
    );
    const restricted: RestrictedLine[] = [];
    for (const product of products) {
      const broken = rules.find((rule) => ruleStops(rule, product));
      if (broken) {
        restricted.push({ productId: product.id, productName: product.name, reason: reasonOf(broken) });
      }
    }
    return restricted;
  }
}

/** A rule in the words the shopper reads (after "We cannot ship this item to {state}: {name} — "). */
function reasonOf(rule: ShippingRuleRow): string {
  switch (rule.kind) {
    case ShippingRuleKind.NO_VAPE_SHIPPING:
      return `vape products cannot be shipped to ${rule.stateName} (${rule.description})`;
    case ShippingRuleKind.NO_ONLINE_SALES:
      return `${rule.stateName} does not allow vape products to be sold online (${rule.description})`;
    case ShippingRuleKind.NICOTINE_CAP:
      return `${rule.stateName} caps nicotine at ${rule.maxNicotineMg} mg/mL (${rule.description})`;
    case ShippingRuleKind.FLAVOR_BAN:
      return `${rule.stateName} bans ${rule.description.replace(/^flavored vape products banned/, 'flavored vape products')}`;
  }
}

/**
 * Whether a rule keeps a product from its state: the one statement of the rule, for the checkout and for the
 * back office's preview of a rule not yet saved. A product that is no vapour product, or not of the rule's
 * kinds, is never stopped.
 */
export function ruleStops(
  rule: Pick<ShippingRuleRow, 'kind' | 'endsKinds' | 'allowedFlavours' | 'maxNicotineMg'>,
  product: RuledProduct,
): boolean {
  if (!product.endsKind || !rule.endsKinds.includes(product.endsKind)) return false;
  switch (rule.kind) {
    case ShippingRuleKind.NO_VAPE_SHIPPING:
    case ShippingRuleKind.NO_ONLINE_SALES:
      return true;
    case ShippingRuleKind.FLAVOR_BAN:
      // A ban covers flavoured products; one without a characterizing flavour is not flavoured.
      return (
        product.characterizingFlavour !== CharacterizingFlavour.NONE &&
        !rule.allowedFlavours.includes(product.characterizingFlavour)
      );
    case ShippingRuleKind.NICOTINE_CAP:
      return (product.nicotineMg ?? 0) > (rule.maxNicotineMg ?? Infinity);
  }
}

export function restrictionMessage(stateName: string, lines: readonly RestrictedLine[]): string {
  const names = lines.map((l) => l.productName).join(', ');
  return (
    `We cannot ship ${lines.length === 1 ? 'this item' : 'these items'} to ${stateName}: ${names} — ${lines[0]!.reason}. ` +
    'Remove them from your cart or choose another address. See our shipping restrictions for every state.'
  );
}
