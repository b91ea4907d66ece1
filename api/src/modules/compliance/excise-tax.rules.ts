/**
 * State excise taxes on a cart's lines, from the rules in force (excise_tax_rule rows): a pure function, so the
 * cart, checkout and the back office's previews all compute the same figure.
 *
 * Arithmetic is in integers only: mL in hundredths (Math.round(ml * 100)), money in cents, percentages in basis
 * points, per-mL and per-cartridge rates in thousandths of a cent. Each line's tax under each rule is rounded
 * once, half up to the cent (0.5 of a cent and above goes up), from the exact product of the line's whole base
 * (all its units) and the rate; totals are sums of those rounded line taxes, never rounded again.
 *
 * A rule that needs a figure the product lacks (wholesale cost, e-liquid) is not answered with 0: the order's tax
 * cannot be worked out, and that is thrown, naming the products and the taxes.
 *
 * A tax levied on the liquid (liquidScope 'holding') taxes every product of its kinds that holds e-liquid, whatever
 * the kind: a starter kit sold with two 30 mL bottles pays on its 60 mL as the 60 mL bottle does, and the device or
 * coil sold alone pays nothing. Whether a product holds any is `holdsLiquid`, the one answer.
 */
import { AppError } from '../../errors';
import { EndsKind, holdsLiquid } from './product-compliance.type';

export type ExciseTaxBase = 'per-ml' | 'percent-wholesale' | 'percent-retail' | 'per-cartridge';

/**
 * Which products of its kinds a rule taxes by their e-liquid: those that hold some ('holding': a tax levied on the
 * liquid, such as Delaware's per mL or California's 12.5 % on "nicotine e-cigs"), those that hold none ('none':
 * Maryland's 20 % on devices sold without liquid), or all of them ('any': a tax on the kind, such as an open
 * system's 10 % of wholesale in Connecticut).
 */
export type LiquidScope = 'any' | 'holding' | 'none';

/** An excise_tax_rule row in force. */
export interface ExciseTaxRule {
  id: number;
  stateCode: string;
  /** The line the shopper reads. */
  name: string;
  base: ExciseTaxBase;
  /** Basis points for a percent base; thousandths of a cent per mL or per cartridge otherwise. */
  rate: number;
  endsKinds: readonly string[];
  /** Which of those products it taxes by their e-liquid. */
  liquidScope: LiquidScope;
  /** The container band, hundredths of mL: larger than `containerOverCml`, at most `containerUpToCml`. */
  containerOverCml: number | null;
  containerUpToCml: number | null;
  /** A percent-of-retail tax: whether its base is the price after the shop's discount (null for other bases). */
  baseAfterDiscount?: boolean | null;
}

/** What the tax reads of one cart line. */
export interface TaxableLine {
  productId: string;
  /** Units (packs) bought. */
  quantity: number;
  /** Retail price per unit, before the shop's discounts. */
  unitPriceCents: number;
  /** The shop's promotions on the whole line (all units), in cents; none: 0. */
  discountCents?: number;
  /** The shop's cost per unit; null when unknown. */
  wholesaleCostCents: number | null;
  /** Null: not a vapour product, never taxed by these rules. */
  endsKind: EndsKind | null;
  /** E-liquid per unit (the whole pack), in mL, at most 2 decimals. */
  liquidMl: number | null;
  /** Cartridges or pods per unit (pack); null or 1 for a single one. */
  podsPerPack: number | null;
}

/** One rule's tax on one line. */
export interface LineTax {
  productId: string;
  ruleId: number;
  name: string;
  base: ExciseTaxBase;
  rate: number;
  /** The base taxed, all units: hundredths of mL, cents of wholesale or retail, or cartridges. */
  baseAmount: number;
  /** A percent-of-retail tax: whether the base was the price after the shop's discount; absent for other bases. */
  baseAfterDiscount?: boolean;
  taxCents: number;
}

/** The summary line: one per tax name. */
export interface TaxTotal {
  name: string;
  taxCents: number;
}

export interface ExciseTax {
  lines: LineTax[];
  totals: TaxTotal[];
  totalCents: number;
}

/** Unit conversions of the integer scales above (not rates: every rate is data). */
const CML_PER_ML = 100;
const BASIS_POINTS_PER_WHOLE = 10_000;
const MILLICENTS_PER_CENT = 1_000;

/** n / d rounded half up, for n ≥ 0 and d > 0, in integers. */
function divideHalfUp(n: number, d: number): number {
  if (!Number.isSafeInteger(n)) throw new Error(`Excise tax arithmetic left the safe integers (${n}).`);
  const quotient = Math.floor(n / d);
  return 2 * (n - quotient * d) >= d ? quotient + 1 : quotient;
}

const liquidCml = (line: TaxableLine): number | null =>
  line.liquidMl === null ? null : Math.round(line.liquidMl * CML_PER_ML);

const podsOf = (line: TaxableLine): number => line.podsPerPack ?? 1;

/** Whether the line's container (one pod or cartridge, or the bottle) is in the rule's band; null: unknown. */
function inBand(rule: ExciseTaxRule, line: TaxableLine): boolean | null {
  if (rule.containerOverCml === null && rule.containerUpToCml === null) return true;
  const cml = liquidCml(line);
  if (cml === null) return null;
  // The bottle for e-liquid; else one pod. Compared as liquid ≤ bound × pods, so nothing is divided.
  const containers = line.endsKind === EndsKind.E_LIQUID ? 1 : podsOf(line);
  if (rule.containerOverCml !== null && cml <= rule.containerOverCml * containers) return false;
  return rule.containerUpToCml === null || cml <= rule.containerUpToCml * containers;
}

/** Whether the rule taxes the line at all: its kind, then its liquid; null when the liquid is unknown. */
function applies(rule: ExciseTaxRule, line: TaxableLine, kind: EndsKind): boolean | null {
  if (!rule.endsKinds.includes(kind)) return false;
  if (rule.liquidScope === 'any') return true;
  const holds = holdsLiquid(line);
  if (rule.liquidScope === 'none') return holds === false;
  return holds;
}

/** The line's base under a rule, or why it is unknown. */
function baseOf(rule: ExciseTaxRule, line: TaxableLine): { amount: number } | { missing: string } {
  switch (rule.base) {
    case 'per-ml': {
      const cml = liquidCml(line);
      return cml === null ? { missing: 'e-liquid volume' } : { amount: cml * line.quantity };
    }
    case 'percent-wholesale':
      return line.wholesaleCostCents === null
        ? { missing: 'wholesale cost' }
        : { amount: line.wholesaleCostCents * line.quantity };
    case 'percent-retail':
      // Before or after the shop's own discount, as the state's rule says (a setting where the facts are unsure).
      return { amount: line.unitPriceCents * line.quantity - (rule.baseAfterDiscount ? (line.discountCents ?? 0) : 0) };
    case 'per-cartridge':
      return { amount: podsOf(line) * line.quantity };
  }
}

function taxOn(base: ExciseTaxBase, amount: number, rate: number): number {
  switch (base) {
    case 'per-ml':
      return divideHalfUp(amount * rate, CML_PER_ML * MILLICENTS_PER_CENT);
    case 'percent-wholesale':
    case 'percent-retail':
      return divideHalfUp(amount * rate, BASIS_POINTS_PER_WHOLE);
    case 'per-cartridge':
      return divideHalfUp(amount * rate, MILLICENTS_PER_CENT);
  }
}

/**
 * The excise taxes the rules in force put on the lines: each line under each rule naming its kind (and band),
 * and a total per tax name. Lines without a kind are never taxed here.
 */
export function exciseTax(rules: readonly ExciseTaxRule[], lines: readonly TaxableLine[]): ExciseTax {
  const taxed: LineTax[] = [];
  const problems: string[] = [];
  for (const line of lines) {
    const kind = line.endsKind;
    if (kind === null) continue;
    for (const rule of rules) {
      const taxes = applies(rule, line, kind);
      if (taxes === false) continue;
      const band = taxes === null ? null : inBand(rule, line);
      if (band === false) continue;
      const base = band === null ? { missing: 'e-liquid volume' } : baseOf(rule, line);
      if ('missing' in base) {
        problems.push(`product ${line.productId} has no ${base.missing} for the ${rule.name}`);
        continue;
      }
      taxed.push({
        productId: line.productId,
        ruleId: rule.id,
        name: rule.name,
        base: rule.base,
        rate: rule.rate,
        baseAmount: base.amount,
        ...(rule.base === 'percent-retail' ? { baseAfterDiscount: rule.baseAfterDiscount === true } : {}),
        taxCents: taxOn(rule.base, base.amount, rule.rate),
      });
    }
  }
  if (problems.length) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `The excise tax on this order cannot be worked out: ${problems.join('; ')}.`,
    );
  }
  const totals = new Map<string, number>();
  for (const line of taxed) totals.set(line.name, (totals.get(line.name) ?? 0) + line.taxCents);
  return {
    lines: taxed,
    totals: [...totals].map(([name, taxCents]) => ({ name, taxCents })),
    totalCents: taxed.reduce((sum, line) => sum + line.taxCents, 0),
  };
}
