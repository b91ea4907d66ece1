/**
 * What migration 1732168500000 changed in excise_tax_rule (issue 34 §4), from spec/compliance-facts.md §2 (frozen:
 * never edit; a later change is a new migration).
 *
 * 1. The taxes levied on the liquid now tax every product holding e-liquid, whatever its kind. Migration
 *    1732167700000 read "the liquid" as three kinds (closed systems, disposables, bottles), so a starter kit sold
 *    with two 30 mL bottles (an open system) paid nothing where the same 60 mL as a bottle paid the per-mL tax, or
 *    California's 12.5 %. Those rows now name every kind with nicotine and tax those that hold e-liquid
 *    (liquid_scope 'holding'): a device or coil sold without liquid still pays nothing. The law did not change, the
 *    reading did: the rows are corrected over their whole life (placed orders keep the tax they were charged).
 * 2. Louisiana and Washington, confirmed in the facts file and charged nothing until now, are seeded.
 * 3. D.C., Indiana and Maryland, where every reading of the facts file is a tax and the shop shipped untaxed, are
 *    seeded with the reading the facts file leans to (README, "Selling vapour products lawfully": why).
 */

type Base = 'per-ml' | 'percent-wholesale' | 'percent-retail' | 'per-cartridge';
type LiquidScope = 'any' | 'holding' | 'none';

interface ExciseTaxRuleSeed {
  state: string;
  name: string;
  base: Base;
  rate: number;
  endsKinds: readonly string[];
  liquidScope: LiquidScope;
  /** The container band, hundredths of mL. */
  containerOverCml: number | null;
  containerUpToCml: number | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  source: string;
  note: string;
}

/** The kinds migration 1732167700000 gave the taxes on the liquid. */
export const THREE_LIQUID_KINDS: readonly string[] = ['closed-system', 'disposable', 'e-liquid'];
/** Every kind with nicotine: of these, a tax on the liquid taxes the products that hold some. */
export const NICOTINE_KINDS: readonly string[] = ['closed-system', 'disposable', 'open-system', 'e-liquid', 'part'];
/** The states whose taxes on the liquid were read as three kinds: California's 12.5 % and the per-mL taxes. */
export const LIQUID_TAX_STATES: readonly string[] = ['CA', 'DE', 'KS', 'NC', 'OH', 'VA', 'WI', 'WV'];
/** Added to those rows' notes, and taken off again by the migration's down. */
export const LIQUID_NOTE =
  ' Since migration 1732168500000 (issue 34): every product holding nicotine e-liquid, whatever its kind (a kit sold with its bottles is taxed on them, a California kit on its whole retail price, CDTFA: "sold with or containing" nicotine liquid); a device or part sold without liquid untaxed.';

const CLOSED = ['closed-system', 'disposable'];
const OPEN = ['open-system', 'e-liquid', 'part'];
const DEVICES = ['open-system', 'part'];

const TAXADMIN = 'https://taxadmin.org/state-taxes-on-e-cigarettes-vaping-products';
const LA =
  'https://taxfoundation.org/data/all/state/vaping-taxes-2023 ; https://app.legiplex.com/la/legislature/2025/2025-r/bills/hb669';
const WA = `https://pubt.io/view/7AFEF1D52BFEF367F2675AE93255763024F80295 ; https://www.thr101.org/post/washington-department-of-revenue-faces-legal-challenge-over-vape-tax-interpretation ; ${TAXADMIN}`;
const DC = 'https://pubt.io/view/7AFEF1D52BFEF367F2675AE93255763024F80295';
const IN =
  'https://lexace.ai/us/statute/indiana/6-7-2-7.5 ; https://ecigintelligence.com/regulatory-alerts/new-e-cigarette-sales-tax-goes-into-effect-today/';
const MD =
  'https://mymcmedia.org/tax-on-tobacco-electronic-vaping-liquid-increases-july-1 ; https://regulatorwatch.com/reported_elsewhere/maryland-vape-tax-passes-flavor-fight-continues/';

const ON_LIQUID =
  'Levied on the liquid: every product holding nicotine e-liquid, whatever its kind (a kit with its bottles too); devices and parts without liquid untaxed.';
const WA_BANDS =
  'The facts file gives $0.27/mL (≤5 mL) and $0.09/mL (>5 mL): read per container (one pod or cartridge, a disposable, a bottle; a kit’s liquid as one), its whole liquid at the one rate its size picks, not $0.27 on the first 5 mL of a larger one (RCW 82.25: a closed system holds at most 5 mL).';
const WA_UNCONFIRMED =
  '2025 SB 5814 (DOR applies the 95% OTP tax to nicotine vapour, the per-mL tax then to nicotine-free only) is under legal challenge, its date UNCONFIRMED: not seeded; nicotine-free liquid is taxed per mL either way.';
const FTA_DATE =
  'No date in the facts file: effective_from is the date of the FTA table it cites (1 Jan 2023), not the day the tax began.';
const WHOLESALE = "Wholesale read as the shop's cost per unit (wholesale_cost_cents).";
const ALL_NICOTINE =
  'No scope in the facts file: read as every vapour product with nicotine, devices and parts included; non-nicotine products left out.';
const MD_SALES =
  'A sales tax at a special rate, not an excise, but collected from the buyer on the retail price as an excise on it would be: computed here all the same (without it a Maryland order shipped untaxed).';
const MD_BAND =
  'Containers read per pod, cartridge, disposable or bottle (a kit’s liquid as one); nicotine-free products left out as elsewhere.';

function row(
  state: string,
  name: string,
  base: Base,
  rate: number,
  endsKinds: readonly string[],
  scope: { liquid?: LiquidScope; over?: number; upTo?: number; from: string; to?: string },
  source: string,
  notes: readonly string[],
): ExciseTaxRuleSeed {
  return {
    state,
    name,
    base,
    rate,
    endsKinds,
    liquidScope: scope.liquid ?? 'any',
    containerOverCml: scope.over ?? null,
    containerUpToCml: scope.upTo ?? null,
    effectiveFrom: scope.from,
    effectiveTo: scope.to ?? null,
    source,
    note: notes.join(' '),
  };
}

const vapour = (state: string): string => `${state} vapour products tax`;
const FIVE_ML = 500;

export const NEW_EXCISE_TAX_RULES: readonly ExciseTaxRuleSeed[] = [
  row('LA', vapour('Louisiana'), 'per-ml', 15_000, NICOTINE_KINDS, { liquid: 'holding', from: '2023-01-01' }, LA, [
    'Tripled from $0.05/mL in 2023: the facts file gives the year only, so effective_from is its first day.',
    '2025 HB 669 (a switch to a % of the invoice) status UNCONFIRMED: not seeded.',
    ON_LIQUID,
  ]),
  row(
    'WA',
    vapour('Washington'),
    'per-ml',
    27_000,
    [...NICOTINE_KINDS, 'non-nicotine'],
    { liquid: 'holding', upTo: FIVE_ML, from: '2023-01-01' },
    WA,
    [FTA_DATE, WA_BANDS, WA_UNCONFIRMED, 'Every vapour product holding liquid, nicotine-free too.'],
  ),
  row(
    'WA',
    vapour('Washington'),
    'per-ml',
    9_000,
    [...NICOTINE_KINDS, 'non-nicotine'],
    { liquid: 'holding', over: FIVE_ML, from: '2023-01-01' },
    WA,
    [FTA_DATE, WA_BANDS, WA_UNCONFIRMED, 'Every vapour product holding liquid, nicotine-free too.'],
  ),
  row(
    'DC',
    'District of Columbia other tobacco products tax',
    'percent-wholesale',
    6_400,
    NICOTINE_KINDS,
    { from: '2026-01-01' },
    DC,
    [
      'Cut from 71% to 64% (2025/26 per the Tax Foundation; exact date UNCONFIRMED): the lower, newer rate the facts file gives, from the date of the 2026 table it cites (1 Jan 2026).',
      WHOLESALE,
      ALL_NICOTINE,
    ],
  ),
  row('IN', vapour('Indiana'), 'percent-wholesale', 1_500, CLOSED, { from: '2022-07-01', to: '2025-07-01' }, IN, [
    'Closed-system cartridges (disposables read as closed systems) 15% of wholesale under the 2022 law.',
    WHOLESALE,
  ]),
  row('IN', vapour('Indiana'), 'percent-wholesale', 3_000, CLOSED, { from: '2025-07-01' }, IN, [
    'IC 6-7-2-7.5 as amended by P.L.213-2025: 30%. Its date UNCONFIRMED: read as 1 Jul 2025, the day Indiana’s 2025 budget acts took effect.',
    WHOLESALE,
  ]),
  row('IN', vapour('Indiana'), 'percent-retail', 1_500, OPEN, { from: '2022-07-01' }, IN, [
    'Open systems 15% of gross retail income (2022 law); any change after 2025 UNCONFIRMED, so the 2022 rate stays.',
  ]),
  row(
    'MD',
    'Maryland sales tax on vaping products',
    'percent-retail',
    6_000,
    NICOTINE_KINDS,
    { liquid: 'holding', upTo: FIVE_ML, from: '2024-07-01' },
    MD,
    ['60% on liquid in containers of 5 mL or less.', MD_SALES, MD_BAND, 'Montgomery County’s local 30% is not seeded.'],
  ),
  row(
    'MD',
    'Maryland sales tax on vaping products',
    'percent-retail',
    2_000,
    NICOTINE_KINDS,
    { liquid: 'holding', over: FIVE_ML, from: '2024-07-01' },
    MD,
    ['20% (12% until 30 Jun 2024) on liquid in containers over 5 mL, a kit with its bottles whole.', MD_SALES, MD_BAND],
  ),
  row(
    'MD',
    'Maryland sales tax on vaping products',
    'percent-retail',
    2_000,
    DEVICES,
    { liquid: 'none', from: '2024-07-01' },
    MD,
    ['20% (12% until 30 Jun 2024) on devices, and their parts, sold without liquid.', MD_SALES],
  ),
];
