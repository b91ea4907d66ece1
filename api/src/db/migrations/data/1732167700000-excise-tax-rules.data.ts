/**
 * The excise_tax_rule rows migration 1732167700000 inserted, from spec/compliance-facts.md §2 "State ENDS excise
 * taxes" (frozen: never edit; a later change is a new migration or a staff edit, so the history stays).
 *
 * Rates are exact integers: percentages in basis points (40% = 4000), per-mL and per-cartridge amounts in
 * thousandths of a cent ($0.05/mL = 5000).
 *
 * Left out, with why:
 * - New York: its 20% is a supplemental *sales* tax on retail receipts, not an excise (and NY bars delivery of
 *   vapour products to consumers anyway); sales tax is out of this engine's scope.
 * - Maryland: a sales tax at a special rate (20% / 60% by container size), not an excise; out of scope too.
 * - D.C. (64% date UNCONFIRMED), Indiana (2025 change date UNCONFIRMED), Louisiana (2025 HB 669 status
 *   UNCONFIRMED), Maine (75% date UNCONFIRMED), Washington (95% and its date UNCONFIRMED, under challenge):
 *   the row is marked UNCONFIRMED, so the current rate is not known for sure.
 * - California's distributor OTP tax (% wholesale, FY 2025-26 rate UNCONFIRMED, paid by distributors); only the
 *   CECET, confirmed and collected from the buyer by out-of-state retailers, is seeded.
 * - Local taxes (Chicago, Cook County, Montgomery County MD): not state taxes, and the first two have no rate in the
 *   facts file.
 */

type Base = 'per-ml' | 'percent-wholesale' | 'percent-retail' | 'per-cartridge';

interface ExciseTaxRuleSeed {
  state: string;
  name: string;
  base: Base;
  rate: number;
  endsKinds: readonly string[];
  effectiveFrom: string;
  effectiveTo: string | null;
  source: string;
  note: string;
}

/** The EndsKind values a rule names (the product table's). */
const CLOSED = ['closed-system', 'disposable'];
const OPEN = ['open-system', 'e-liquid', 'part'];
/** Products that hold e-liquid: what a per-mL tax is levied on. */
const HOLDING_LIQUID = ['closed-system', 'disposable', 'e-liquid'];
const WITH_NICOTINE = ['closed-system', 'disposable', 'open-system', 'e-liquid', 'part'];

const TAXADMIN = 'https://taxadmin.org/state-taxes-on-e-cigarettes-vaping-products';
const NCSL = 'https://www.ncsl.org/research/fiscal-policy/electronic-cigarette-taxation.aspx';

interface Period {
  from: string;
  to: string | null;
}

const since = (from: string): Period => ({ from, to: null });
const between = (from: string, to: string): Period => ({ from, to });
/** "—" in the facts file: the FTA table of 1 Jan 2023 it names. */
const FTA = since('2023-01-01');

const FTA_DATE =
  'No date in the facts file ("—"): effective_from is the date of the FTA table it cites (1 Jan 2023), not the day the tax began.';
const START_UNKNOWN =
  'The facts file gives only the date this rate ended: effective_from is the FTA table date (1 Jan 2023).';
const WHOLESALE = "Wholesale read as the shop's cost per unit (wholesale_cost_cents).";
const PER_ML =
  'Levied on the liquid: closed systems, disposables and bottles; devices and parts without liquid untaxed.';
const ALL_NICOTINE =
  'No scope in the facts file: read as every vapour product with nicotine, devices and parts included; non-nicotine products left out.';
const CLOSED_OPEN =
  'Closed = prefilled pods/cartridges and disposables; open = refillable devices, bottled e-liquid and parts.';

function row(
  state: string,
  name: string,
  base: Base,
  rate: number,
  endsKinds: readonly string[],
  period: Period,
  source: string,
  notes: readonly string[],
): ExciseTaxRuleSeed {
  return {
    state,
    name,
    base,
    rate,
    endsKinds,
    effectiveFrom: period.from,
    effectiveTo: period.to,
    source,
    note: notes.join(' '),
  };
}

const vapour = (state: string): string => `${state} vapour products tax`;

const CO = 'http://leg.colorado.gov/agencies/legislative-council-staff/nicotine-products-tax';
const CO_BASE =
  "Levied on the manufacturer list/invoice price: read as the shop's cost per unit (wholesale_cost_cents).";
const IL = 'https://www.billtrack50.com/billdetail/1825580';
const IL_LOCAL = 'Chicago and Cook County per-mL taxes are local: not seeded.';
const NJ = 'https://njbia.org/tax-increase-on-cigarettes-vaping-liquid-takes-effect';
const NJ_LIQUID =
  'Liquid nicotine per mL: read as the prefilled liquid of closed systems and disposables (bottles pay the container tax).';
const NJ_CONTAINER =
  'Container e-liquid: bottled e-liquid, on the listed retail price (what the shopper pays). Devices and parts untaxed.';
const PER_CARTRIDGE = 'A disposable counts as one cartridge; a pack counts its pods (pods_per_pack).';
const RI = 'https://tax.ri.gov/tax-sections/sales-excise-taxes/ends-tax';
const VA =
  'https://budget.lis.virginia.gov/item/2024/1/HB30/Enrolled/3/3-5.19 ; https://cometovape.com/blogs/news/urgent-action-needed-to-stop-bad-vaping-laws ; https://law.lis.virginia.gov/vacode/title58.1/chapter10/section58.1-1021.08';
const VA_LIQUID =
  'Liquid nicotine per mL in closed systems, disposables and bottles; paid by the distributor on sale to the retailer.';

export const EXCISE_TAX_RULE_SEED: readonly ExciseTaxRuleSeed[] = [
  row(
    'CA',
    'California electronic cigarette excise tax',
    'percent-retail',
    1250,
    HOLDING_LIQUID,
    since('2022-07-01'),
    'https://www.cdtfa.ca.gov/taxes-and-fees/electronic-cigarette-excise-tax.htm ; https://cdtfa.ca.gov/lawguides/vol3/hope/hope-31002.html ; https://taxfoundation.org/data/all/state/vaping-taxes',
    [
      'CECET 12.5% of the retail price, collected from the buyer by out-of-state retailers too.',
      '"Nicotine e-cigs": products holding nicotine liquid; devices and parts sold alone assumed to hold none.',
      'The distributor OTP tax (% wholesale, FY 2025-26 rate UNCONFIRMED) is not seeded.',
    ],
  ),
  row(
    'CO',
    'Colorado nicotine products tax',
    'percent-wholesale',
    5000,
    WITH_NICOTINE,
    between('2023-01-01', '2024-07-01'),
    CO,
    [START_UNKNOWN, CO_BASE, ALL_NICOTINE],
  ),
  row(
    'CO',
    'Colorado nicotine products tax',
    'percent-wholesale',
    5600,
    WITH_NICOTINE,
    between('2024-07-01', '2027-07-01'),
    CO,
    [CO_BASE, ALL_NICOTINE],
  ),
  row('CO', 'Colorado nicotine products tax', 'percent-wholesale', 6200, WITH_NICOTINE, since('2027-07-01'), CO, [
    CO_BASE,
    ALL_NICOTINE,
  ]),
  row('CT', vapour('Connecticut'), 'per-ml', 40000, CLOSED, since('2019-10-01'), `${NCSL} ; ${TAXADMIN}`, [
    CLOSED_OPEN,
  ]),
  row('CT', vapour('Connecticut'), 'percent-wholesale', 1000, OPEN, since('2019-10-01'), `${NCSL} ; ${TAXADMIN}`, [
    CLOSED_OPEN,
    WHOLESALE,
  ]),
  row('DE', vapour('Delaware'), 'per-ml', 5000, HOLDING_LIQUID, since('2018-01-01'), `${NCSL} ; ${TAXADMIN}`, [PER_ML]),
  row('GA', vapour('Georgia'), 'per-ml', 5000, CLOSED, FTA, TAXADMIN, [FTA_DATE, CLOSED_OPEN]),
  row('GA', vapour('Georgia'), 'percent-wholesale', 700, OPEN, FTA, TAXADMIN, [FTA_DATE, CLOSED_OPEN, WHOLESALE]),
  row('IL', vapour('Illinois'), 'percent-wholesale', 1500, WITH_NICOTINE, between('2023-01-01', '2025-07-01'), IL, [
    START_UNKNOWN,
    WHOLESALE,
    ALL_NICOTINE,
    IL_LOCAL,
  ]),
  row('IL', vapour('Illinois'), 'percent-wholesale', 4500, WITH_NICOTINE, since('2025-07-01'), IL, [
    WHOLESALE,
    ALL_NICOTINE,
    IL_LOCAL,
  ]),
  row('KS', vapour('Kansas'), 'per-ml', 5000, HOLDING_LIQUID, since('2017-07-01'), NCSL, [PER_ML]),
  row('KY', vapour('Kentucky'), 'per-cartridge', 150000, CLOSED, FTA, TAXADMIN, [FTA_DATE, CLOSED_OPEN, PER_CARTRIDGE]),
  row('KY', vapour('Kentucky'), 'percent-wholesale', 1500, OPEN, FTA, TAXADMIN, [FTA_DATE, CLOSED_OPEN, WHOLESALE]),
  row(
    'MA',
    vapour('Massachusetts'),
    'percent-wholesale',
    7500,
    WITH_NICOTINE,
    since('2020-06-01'),
    'https://www.mass.gov/technical-information-release/tir-20-6-tax-and-licensing-provisions-in-an-act-modernizing-tobacco-control ; https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter64C/Section7E',
    [WHOLESALE, 'Devices, liquids and parts (c.64C §7E); non-nicotine products left out.'],
  ),
  row('MN', vapour('Minnesota'), 'percent-wholesale', 9500, WITH_NICOTINE, FTA, TAXADMIN, [
    FTA_DATE,
    WHOLESALE,
    ALL_NICOTINE,
  ]),
  row('NV', vapour('Nevada'), 'percent-wholesale', 3000, WITH_NICOTINE, FTA, TAXADMIN, [
    FTA_DATE,
    WHOLESALE,
    ALL_NICOTINE,
  ]),
  row('NH', vapour('New Hampshire'), 'per-ml', 30000, CLOSED, FTA, TAXADMIN, [FTA_DATE, CLOSED_OPEN]),
  row('NH', vapour('New Hampshire'), 'percent-wholesale', 800, OPEN, FTA, TAXADMIN, [FTA_DATE, CLOSED_OPEN, WHOLESALE]),
  row('NJ', vapour('New Jersey'), 'per-ml', 10000, CLOSED, between('2023-01-01', '2025-08-01'), NJ, [
    START_UNKNOWN,
    NJ_LIQUID,
  ]),
  row('NJ', vapour('New Jersey'), 'per-ml', 30000, CLOSED, since('2025-08-01'), NJ, ['P.L.2025, c.68.', NJ_LIQUID]),
  row('NJ', vapour('New Jersey'), 'percent-retail', 1000, ['e-liquid'], between('2023-01-01', '2025-08-01'), NJ, [
    START_UNKNOWN,
    NJ_CONTAINER,
  ]),
  row('NJ', vapour('New Jersey'), 'percent-retail', 3000, ['e-liquid'], since('2025-08-01'), NJ, [
    'P.L.2025, c.68.',
    NJ_CONTAINER,
  ]),
  row('NM', vapour('New Mexico'), 'per-cartridge', 50000, CLOSED, FTA, TAXADMIN, [
    FTA_DATE,
    CLOSED_OPEN,
    PER_CARTRIDGE,
  ]),
  row('NM', vapour('New Mexico'), 'percent-wholesale', 1250, OPEN, FTA, TAXADMIN, [
    FTA_DATE,
    CLOSED_OPEN,
    'The facts file names no base for the 12.5%: read as wholesale (NM taxes tobacco products on their value).',
    WHOLESALE,
  ]),
  row(
    'NC',
    vapour('North Carolina'),
    'per-ml',
    5000,
    HOLDING_LIQUID,
    since('2015-06-01'),
    `http://www.bigdvapor.net/blogs/news/34696133-enacted-vapor-legislation-by-state ; ${TAXADMIN}`,
    [PER_ML],
  ),
  row('OH', vapour('Ohio'), 'per-ml', 10000, HOLDING_LIQUID, FTA, TAXADMIN, [FTA_DATE, PER_ML]),
  row('OR', vapour('Oregon'), 'percent-wholesale', 6500, WITH_NICOTINE, FTA, TAXADMIN, [
    FTA_DATE,
    WHOLESALE,
    ALL_NICOTINE,
  ]),
  row(
    'PA',
    vapour('Pennsylvania'),
    'percent-wholesale',
    4000,
    [...WITH_NICOTINE, 'non-nicotine'],
    since('2016-10-01'),
    'https://www.pa.gov/en/agencies/revenue/resources/tax-types-and-information/other-tobacco-products-tax.html',
    [
      "40% of the retailer's purchase price: the shop's cost per unit (wholesale_cost_cents).",
      'Devices with or without liquid and liquids, with nicotine or without; parts read in as components of the device.',
    ],
  ),
  row('RI', vapour('Rhode Island'), 'per-ml', 50000, CLOSED, since('2025-01-01'), RI, [
    CLOSED_OPEN,
    'The floor tax and the licensed-distributor rule are not rates: not seeded.',
  ]),
  row('RI', vapour('Rhode Island'), 'percent-wholesale', 1000, OPEN, since('2025-01-01'), RI, [CLOSED_OPEN, WHOLESALE]),
  row(
    'TN',
    vapour('Tennessee'),
    'percent-wholesale',
    1000,
    WITH_NICOTINE,
    since('2025-07-01'),
    'https://www.einpresswire.com/article/809626251/vapor-products-update',
    [WHOLESALE, ALL_NICOTINE],
  ),
  row('UT', vapour('Utah'), 'percent-wholesale', 5600, WITH_NICOTINE, FTA, TAXADMIN, [
    FTA_DATE,
    WHOLESALE,
    ALL_NICOTINE,
  ]),
  row('VT', vapour('Vermont'), 'percent-wholesale', 9200, WITH_NICOTINE, FTA, TAXADMIN, [
    FTA_DATE,
    WHOLESALE,
    ALL_NICOTINE,
  ]),
  row('VA', vapour('Virginia'), 'per-ml', 6600, HOLDING_LIQUID, between('2023-01-01', '2024-07-01'), VA, [
    START_UNKNOWN,
    VA_LIQUID,
  ]),
  row('VA', vapour('Virginia'), 'per-ml', 11000, HOLDING_LIQUID, since('2024-07-01'), VA, [VA_LIQUID]),
  row('WV', vapour('West Virginia'), 'per-ml', 7500, HOLDING_LIQUID, FTA, TAXADMIN, [FTA_DATE, PER_ML]),
  row('WI', vapour('Wisconsin'), 'per-ml', 5000, HOLDING_LIQUID, FTA, TAXADMIN, [FTA_DATE, PER_ML]),
  row('WY', vapour('Wyoming'), 'percent-wholesale', 1500, WITH_NICOTINE, FTA, TAXADMIN, [
    FTA_DATE,
    WHOLESALE,
    ALL_NICOTINE,
  ]),
];
