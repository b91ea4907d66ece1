import type { Sql } from '../../db/sql';
import { SHOP_TODAY } from '../../common/shop-day';
import type { Product } from '../catalog/product.type';
import { CharacterizingFlavour, type EndsKind } from './product-compliance.type';

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
  /** Products of its kinds without a listing in force in the state's product directory. */
  DIRECTORY = 'directory',
  /** More than its most units of products of its kinds in one order. */
  QUANTITY_LIMIT = 'quantity-limit',
  /** No discount at all on products of its kinds (New Jersey's coupon and promotion ban). */
  NO_DISCOUNT = 'no-discount',
  /** No buy-one-get-one, bundle or below-cost price on products of its kinds (Utah). */
  NO_MULTI_BUY = 'no-multi-buy',
  /** No product of its kinds for free: a line never at $0 (federal, every state: 21 CFR 1140.16(d)). */
  NO_FREE_SAMPLE = 'no-free-sample',
  /** No product of its kinds free for buying another item (federal, every state). */
  NO_FREE_GIFT = 'no-free-gift',
}

/** The kinds that rule discounts, never shipping (discount-law.rules.ts reads them). */
export const DISCOUNT_RULE_KINDS: readonly ShippingRuleKind[] = [
  ShippingRuleKind.NO_DISCOUNT,
  ShippingRuleKind.NO_MULTI_BUY,
  ShippingRuleKind.NO_FREE_SAMPLE,
  ShippingRuleKind.NO_FREE_GIFT,
];
const SHIPPING_ONLY = `r.kind NOT IN (${DISCOUNT_RULE_KINDS.map((k) => `'${k}'`).join(', ')})`;

export interface ShippingRuleRow {
  stateCode: string;
  stateName: string;
  kind: ShippingRuleKind;
  description: string;
  endsKinds: EndsKind[];
  allowedFlavours: CharacterizingFlavour[];
  maxNicotineMg: number | null;
  /** A quantity limit's most units in one order; null for other kinds. */
  maxUnits: number | null;
  /** The allowed flavours as the shop names them ("Tobacco"). */
  allowedFlavors: string[];
  effectiveFrom: string;
  source: string;
}

/** What a rule reads of a product: what it is, and the states whose directories list it on the day asked. */
export type RuledProduct = Pick<Product, 'endsKind' | 'characterizingFlavour' | 'nicotineMg'> & {
  listedIn: ReadonlySet<string>;
};

/** What a rule is, as ruleStops and linesStopped read it. */
export type RuleTerms = Pick<
  ShippingRuleRow,
  'stateCode' | 'kind' | 'endsKinds' | 'allowedFlavours' | 'maxNicotineMg' | 'maxUnits'
>;

/** A line of an order to be: a product and how many. */
export interface RuledLine<P extends RuledProduct = RuledProduct> {
  product: P;
  quantity: number;
}

/** A line as the shop checks it: a catalogue product (its listings are loaded here) and how many. */
export interface CheckedLine {
  product: Product;
  quantity: number;
}

export interface RestrictedLine {
  productId: string;
  productName: string;
  reason: string;
}

const RULE_COLUMNS = `r.state_code AS "stateCode", s.name AS "stateName", r.kind, r.description,
  r.ends_kinds AS "endsKinds", r.allowed_flavours AS "allowedFlavours", r.max_nicotine_mg AS "maxNicotineMg",
  r.max_units AS "maxUnits", ARRAY(SELECT initcap(f) FROM unnest(r.allowed_flavours) AS f) AS "allowedFlavors",
  to_char(r.effective_from, 'YYYY-MM-DD') AS "effectiveFrom", r.source`;

/**
 * In force today (the shop's day) and active (a row the facts mark unconfirmed waits for compliance staff); read on
 * every question, so a staff edit applies to the next one.
 */
export const IN_FORCE = `r.active AND r.effective_from <= ${SHOP_TODAY} AND (r.effective_to IS NULL OR r.effective_to > ${SHOP_TODAY})`;

/**
 * For each product, the states of `stateCodes` whose directories list it on `day` (YYYY-MM-DD; null: today), or
 * today if that is later: one statement, for the shop's checks and the back office's preview alike.
 */
export async function loadListings(
  sql: Sql,
  productIds: readonly string[],
  stateCodes: readonly string[],
  day: string | null = null,
): Promise<Map<string, ReadonlySet<string>>> {
  const listed = new Map<string, ReadonlySet<string>>();
  if (!productIds.length || !stateCodes.length) return listed;
  const rows = await sql.query<{ productId: string; states: string[] }>(
    `SELECT product_id::text AS "productId", array_agg(state_code::text) AS states FROM product_state_listing
     WHERE product_id = ANY($1::int[]) AND state_code = ANY($2::text[])
       AND listed_from <= greatest(coalesce($3::date, ${SHOP_TODAY}), ${SHOP_TODAY})
       AND (listed_to IS NULL OR listed_to > greatest(coalesce($3::date, ${SHOP_TODAY}), ${SHOP_TODAY}))
     GROUP BY product_id`,
    [productIds.map(Number), stateCodes, day],
  );
  for (const row of rows) listed.set(row.productId, new Set(row.states));
  return listed;
}

const NOWHERE: ReadonlySet<string> = new Set();

/** The products with the states that list them, loaded only when a directory rule among `rules` asks. */
export async function withListings<P extends Pick<Product, 'id'>>(
  sql: Sql,
  products: readonly P[],
  rules: readonly Pick<ShippingRuleRow, 'kind' | 'stateCode'>[],
  day: string | null = null,
): Promise<(P & { listedIn: ReadonlySet<string> })[]> {
  const states = [...new Set(rules.filter((r) => r.kind === ShippingRuleKind.DIRECTORY).map((r) => r.stateCode))];
  const listed = await loadListings(
    sql,
    products.map((p) => p.id),
    states,
    day,
  );
  return products.map((product) => ({ ...product, listedIn: listed.get(product.id) ?? NOWHERE }));
}

/** Where vape products may not go (spec/state-rules.md): data with dates, checked on the server. */
export class ShippingRulesService {
  constructor(private readonly sql: Sql) {}

  /** Every rule in force today, for the public restrictions page. */
  inForce(): Promise<ShippingRuleRow[]> {
    return this.sql.query<ShippingRuleRow>(
      `SELECT ${RULE_COLUMNS} FROM shipping_rule r JOIN us_state s ON s.code = r.state_code
       WHERE ${IN_FORCE} AND ${SHIPPING_ONLY} ORDER BY s.name, r.kind`,
    );
  }

  /**
   * For each product, the rules in force today that keep it from a state: where it cannot be shipped. A quantity
   * limit keeps no product away: it bounds an order (see restrictedLines).
   */
  async rulesBarring(products: readonly Product[]): Promise<ShippingRuleRow[][]> {
    const rules = await this.inForce();
    const ruled = await withListings(this.sql, products, rules);
    return ruled.map((product) => rules.filter((rule) => ruleStops(rule, product)));
  }

  /**
   * The lines that cannot ship to a state today in one order, with the reason for each: a line a rule stops, or,
   * past a quantity limit, every line of its kinds. A product's own rules are told before a limit's.
   */
  async restrictedLines(stateCode: string, lines: readonly CheckedLine[]): Promise<RestrictedLine[]> {
    const rules = await this.sql.query<ShippingRuleRow>(
      `SELECT ${RULE_COLUMNS} FROM shipping_rule r JOIN us_state s ON s.code = r.state_code
       WHERE r.state_code = $1 AND ${IN_FORCE} AND ${SHIPPING_ONLY} ORDER BY r.kind = '${ShippingRuleKind.QUANTITY_LIMIT}', r.kind, r.id`,
      [stateCode],
    );
    const products = await withListings(
      this.sql,
      lines.map((l) => l.product),
      rules,
    );
    const ruled = lines.map((line, i) => ({ product: products[i]!, quantity: line.quantity }));
    const reasons = new Map<string, string>();
    for (const rule of rules) {
      for (const line of linesStopped(rule, ruled)) {
        if (!reasons.has(line.product.id)) reasons.set(line.product.id, reasonOf(rule));
      }
    }
    return lines.flatMap(({ product }) => {
      const reason = reasons.get(product.id);
      return reason ? [{ productId: product.id, productName: product.name, reason }] : [];
    });
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
    case ShippingRuleKind.DIRECTORY:
      return `${rule.stateName} allows only products listed in its directory (${rule.description})`;
    case ShippingRuleKind.QUANTITY_LIMIT:
      return `${rule.stateName} allows at most ${rule.maxUnits} of these per order (${rule.description}): reduce the quantity`;
    case ShippingRuleKind.FLAVOR_BAN:
      return `${rule.stateName} bans ${rule.description.replace(/^flavored vape products banned/, 'flavored vape products')}`;
    case ShippingRuleKind.NO_DISCOUNT:
    case ShippingRuleKind.NO_MULTI_BUY:
    case ShippingRuleKind.NO_FREE_SAMPLE:
    case ShippingRuleKind.NO_FREE_GIFT:
      // Rules on discounts never keep a line from shipping (discount-law.rules.ts words them).
      return rule.description;
  }
}

/**
 * Whether a rule keeps a product from its state: the one statement of the rule, for the checkout and for the
 * back office's preview of a rule not yet saved. A product that is no vapour product, or not of the rule's
 * kinds, is never stopped. A quantity limit never stops a product alone: it bounds an order (linesStopped).
 */
export function ruleStops(rule: RuleTerms, product: RuledProduct): boolean {
  if (!covers(rule, product)) return false;
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
    case ShippingRuleKind.DIRECTORY:
      return !product.listedIn.has(rule.stateCode);
    case ShippingRuleKind.QUANTITY_LIMIT:
    case ShippingRuleKind.NO_DISCOUNT:
    case ShippingRuleKind.NO_MULTI_BUY:
    case ShippingRuleKind.NO_FREE_SAMPLE:
    case ShippingRuleKind.NO_FREE_GIFT:
      return false;
  }
}

/**
 * Whether a rule reaches a product at all: a vapour product of one of its kinds. What a quantity limit counts and a
 * rule on discounts holds for; the back office's preview counts the products so.
 */
export const covers = (rule: Pick<RuleTerms, 'endsKinds'>, product: Pick<RuledProduct, 'endsKind'>): boolean =>
  !!product.endsKind && rule.endsKinds.includes(product.endsKind);

/**
 * The lines of one order a rule keeps from its state: those it stops (ruleStops), or, when the order holds more
 * units of a quantity limit's kinds than it allows, every line of those kinds. Every check of an order (cart,
 * placement, Buy again) asks this.
 */
export function linesStopped<L extends RuledLine>(rule: RuleTerms, lines: readonly L[]): L[] {
  if (rule.kind !== ShippingRuleKind.QUANTITY_LIMIT) return lines.filter((line) => ruleStops(rule, line.product));
  const covered = lines.filter((line) => covers(rule, line.product));
  const units = covered.reduce((sum, line) => sum + line.quantity, 0);
  return units > (rule.maxUnits ?? Infinity) ? covered : [];
}

export function restrictionMessage(stateName: string, lines: readonly RestrictedLine[]): string {
  const names = lines.map((l) => l.productName).join(', ');
  return (
    `We cannot ship ${lines.length === 1 ? 'this item' : 'these items'} to ${stateName}: ${names} — ${lines[0]!.reason}. ` +
    'Remove them from your cart or choose another address. See our shipping restrictions for every state.'
  );
}
