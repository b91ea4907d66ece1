import type { Sql } from '../../db/sql';
import { SHOP_TODAY } from '../../common/shop-day';
import type { Product } from '../catalog/product.type';

/** What a rule stops; the values are the table's (kept free of decorators, as the checkout loads this file). */
export enum ShippingRuleKind {
  NO_VAPE_SHIPPING = 'no-vape-shipping',
  FLAVOR_BAN = 'flavor-ban',
}

export interface ShippingRuleRow {
  stateCode: string;
  stateName: string;
  kind: 'no-vape-shipping' | 'flavor-ban';
  description: string;
  productTypes: string[];
  allowedFlavors: string[];
  effectiveFrom: string;
  source: string;
}

export interface RestrictedLine {
  productId: string;
  productName: string;
  reason: string;
}

const RULE_COLUMNS = `r.state_code AS "stateCode", s.name AS "stateName", r.kind, r.description,
  r.product_types AS "productTypes", r.allowed_flavors AS "allowedFlavors",
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
        restricted.push({
          productId: product.id,
          productName: product.name,
          reason:
            broken.kind === 'no-vape-shipping'
              ? `vape products cannot be shipped to ${broken.stateName} (${broken.description})`
              : `${broken.stateName} bans ${broken.description.replace(/^flavored vape products banned/, 'flavored vape products')}`,
        });
      }
    }
    return restricted;
  }
}

/**
 * Whether a rule keeps a product from its state: the one statement of the rule, for the checkout and for the
 * back office's preview of a rule not yet saved.
 */
export function ruleStops(
  rule: { kind: string; productTypes: readonly string[]; allowedFlavors: readonly string[] },
  product: Pick<Product, 'productType' | 'flavor'>,
): boolean {
  if (!product.productType || !rule.productTypes.includes(product.productType)) return false;
  if (rule.kind === ShippingRuleKind.NO_VAPE_SHIPPING) return true;
  // A flavor ban covers flavored products; unflavored hardware and the allowed flavors may ship.
  return product.flavor !== null && !rule.allowedFlavors.some((f) => f.toLowerCase() === product.flavor!.toLowerCase());
}

export function restrictionMessage(stateName: string, lines: readonly RestrictedLine[]): string {
  const names = lines.map((l) => l.productName).join(', ');
  return (
    `We cannot ship ${lines.length === 1 ? 'this item' : 'these items'} to ${stateName}: ${names} — ${lines[0]!.reason}. ` +
    'Remove them from your cart or choose another address. See our shipping restrictions for every state.'
  );
}
