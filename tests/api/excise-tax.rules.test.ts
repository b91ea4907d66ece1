import { AppError } from '../../api/src/errors';
import {
  type ExciseTaxBase,
  type ExciseTaxRule,
  type LiquidScope,
  type TaxableLine,
  exciseTax,
} from '../../api/src/modules/compliance/excise-tax.rules';
import { EndsKind } from '../../api/src/modules/compliance/product-compliance.type';

const { CLOSED_SYSTEM, DISPOSABLE, OPEN_SYSTEM, E_LIQUID, PART, NON_NICOTINE } = EndsKind;

function rule(
  id: number,
  name: string,
  base: ExciseTaxBase,
  rate: number,
  endsKinds: EndsKind[],
  band: { over?: number; upTo?: number; liquid?: LiquidScope } = {},
): ExciseTaxRule {
  return {
    id,
    stateCode: 'XX',
    name,
    base,
    rate,
    endsKinds,
    liquidScope: band.liquid ?? 'any',
    containerOverCml: band.over ?? null,
    containerUpToCml: band.upTo ?? null,
  };
}

// Rates as the table keeps them: basis points, or thousandths of a cent.
const CT_CLOSED = rule(1, 'Connecticut vapour products tax', 'per-ml', 40_000, [CLOSED_SYSTEM, DISPOSABLE]);
const CT_OPEN = rule(2, 'Connecticut vapour products tax', 'percent-wholesale', 1_000, [OPEN_SYSTEM, E_LIQUID, PART]);
const CA_RETAIL = rule(3, 'California electronic cigarette excise tax', 'percent-retail', 1_250, [
  CLOSED_SYSTEM,
  DISPOSABLE,
  E_LIQUID,
]);
const KY_CARTRIDGE = rule(4, 'Kentucky vapour products tax', 'per-cartridge', 150_000, [CLOSED_SYSTEM, DISPOSABLE]);
const SMALL = rule(5, 'Small containers tax', 'per-ml', 27_000, [CLOSED_SYSTEM, DISPOSABLE, E_LIQUID], { upTo: 500 });
const LARGE = rule(6, 'Large containers tax', 'per-ml', 9_000, [CLOSED_SYSTEM, DISPOSABLE, E_LIQUID], { over: 500 });
const WV_PER_ML = rule(7, 'West Virginia vapour products tax', 'per-ml', 7_500, [CLOSED_SYSTEM, DISPOSABLE, E_LIQUID]);
const PA_WHOLESALE = rule(8, 'Pennsylvania vapour products tax', 'percent-wholesale', 4_000, [
  CLOSED_SYSTEM,
  DISPOSABLE,
  OPEN_SYSTEM,
  E_LIQUID,
  PART,
  NON_NICOTINE,
]);

// As seeded since issue 34: taxes on the liquid, on every kind with nicotine that holds some.
const NICOTINE = [CLOSED_SYSTEM, DISPOSABLE, OPEN_SYSTEM, E_LIQUID, PART];
const ON_LIQUID = { liquid: 'holding' } as const;
const WV_LIQUID = rule(10, 'West Virginia vapour products tax', 'per-ml', 7_500, NICOTINE, ON_LIQUID);
const CA_LIQUID = rule(11, 'California electronic cigarette excise tax', 'percent-retail', 1_250, NICOTINE, ON_LIQUID);
const MD_SMALL = rule(12, 'Maryland sales tax', 'percent-retail', 6_000, NICOTINE, { ...ON_LIQUID, upTo: 500 });
const MD_LARGE = rule(13, 'Maryland sales tax', 'percent-retail', 2_000, NICOTINE, { ...ON_LIQUID, over: 500 });
const MD_DEVICE = rule(14, 'Maryland sales tax', 'percent-retail', 2_000, [OPEN_SYSTEM, PART], { liquid: 'none' });
const MARYLAND = [MD_SMALL, MD_LARGE, MD_DEVICE];

const line = (fields: Partial<TaxableLine> = {}): TaxableLine => ({
  productId: 'p1',
  quantity: 1,
  unitPriceCents: 1_000,
  wholesaleCostCents: 500,
  endsKind: DISPOSABLE,
  liquidMl: null,
  podsPerPack: null,
  ...fields,
});

/** [ruleId, baseAmount, taxCents] for each tax on the line, worked out by hand in the title. */
type Expected = [number, number, number][];

const CASES: [string, ExciseTaxRule[], Partial<TaxableLine>, Expected][] = [
  // per-ml, $0.40/mL
  ['a 5 mL disposable: 5 × 40¢ = $2.00', [CT_CLOSED], { liquidMl: 5 }, [[1, 500, 200]]],
  ['three 2 mL disposables: 6 mL × 40¢ = $2.40', [CT_CLOSED], { liquidMl: 2, quantity: 3 }, [[1, 600, 240]]],
  [
    'two packs of 4 pods holding 2.8 mL: 5.6 mL × 40¢ = $2.24',
    [CT_CLOSED],
    { endsKind: CLOSED_SYSTEM, liquidMl: 2.8, podsPerPack: 4, quantity: 2 },
    [[1, 560, 224]],
  ],
  ['1.15 mL (115 hundredths, not 114.99…): 1.15 × 40¢ = 46¢', [CT_CLOSED], { liquidMl: 1.15 }, [[1, 115, 46]]],
  ['an open-system device is not named by a closed-system rule', [CT_CLOSED], { endsKind: OPEN_SYSTEM }, []],
  ['a product that is not a vapour product is never taxed', [PA_WHOLESALE], { endsKind: null }, []],
  // per-ml, $0.075/mL: rounding half up, once per line
  ['1 mL × 7.5¢ = 7.5¢, half up to 8¢', [WV_PER_ML], { liquidMl: 1 }, [[7, 100, 8]]],
  ['3 mL × 7.5¢ = 22.5¢, half up to 23¢', [WV_PER_ML], { liquidMl: 3 }, [[7, 300, 23]]],
  ['2 mL × 7.5¢ = 15¢ exactly', [WV_PER_ML], { liquidMl: 2 }, [[7, 200, 15]]],
  ['0.1 mL × 7.5¢ = 0.75¢, up to 1¢', [WV_PER_ML], { liquidMl: 0.1 }, [[7, 10, 1]]],
  ['0.06 mL × 7.5¢ = 0.45¢, down to 0¢', [WV_PER_ML], { liquidMl: 0.06 }, [[7, 6, 0]]],
  [
    '99 units of 1 mL: 742.5¢ rounded once to 743¢ (not 99 × 8¢)',
    [WV_PER_ML],
    { liquidMl: 1, quantity: 99 },
    [[7, 9_900, 743]],
  ],
  [
    'two 60 mL bottles: 120 mL × 7.5¢ = $9.00',
    [WV_PER_ML],
    { endsKind: E_LIQUID, liquidMl: 60, quantity: 2 },
    [[7, 12_000, 900]],
  ],
  // percent of wholesale, 10% and 40%
  [
    '10% of an e-liquid costing $8.50 = 85¢',
    [CT_OPEN],
    { endsKind: E_LIQUID, wholesaleCostCents: 850 },
    [[2, 850, 85]],
  ],
  [
    '10% of a device costing $23.45 = 234.5¢, up to 235¢',
    [CT_OPEN],
    { endsKind: OPEN_SYSTEM, wholesaleCostCents: 2_345 },
    [[2, 2_345, 235]],
  ],
  [
    '10% of three parts costing $3.33 = 99.9¢, up to $1.00',
    [CT_OPEN],
    { endsKind: PART, wholesaleCostCents: 333, quantity: 3 },
    [[2, 999, 100]],
  ],
  [
    '10% of a part costing $12.34 = 123.4¢, down to 123¢',
    [CT_OPEN],
    { endsKind: PART, wholesaleCostCents: 1_234 },
    [[2, 1_234, 123]],
  ],
  ['a wholesale cost known to be 0 is taxed 0', [CT_OPEN], { endsKind: E_LIQUID, wholesaleCostCents: 0 }, [[2, 0, 0]]],
  [
    '40% of a non-nicotine disposable costing $9.99 = 399.6¢, up to $4.00',
    [PA_WHOLESALE],
    { endsKind: NON_NICOTINE, wholesaleCostCents: 999 },
    [[8, 999, 400]],
  ],
  ['40% of a part costing $1.25 = 50¢', [PA_WHOLESALE], { endsKind: PART, wholesaleCostCents: 125 }, [[8, 125, 50]]],
  ['40% of 1¢ = 0.4¢, down to 0¢', [PA_WHOLESALE], { wholesaleCostCents: 1 }, [[8, 1, 0]]],
  [
    '40% of two units at 1¢ = 0.8¢, up to 1¢ (the line is rounded, not the unit)',
    [PA_WHOLESALE],
    { wholesaleCostCents: 1, quantity: 2 },
    [[8, 2, 1]],
  ],
  // percent of retail, 12.5%
  ['12.5% of $19.99 = 249.875¢, up to $2.50', [CA_RETAIL], { unitPriceCents: 1_999 }, [[3, 1_999, 250]]],
  ['12.5% of 4¢ = 0.5¢ exactly, half up to 1¢', [CA_RETAIL], { unitPriceCents: 4 }, [[3, 4, 1]]],
  [
    '12.5% of three at $19.96 = 748.5¢, up to 749¢',
    [CA_RETAIL],
    { unitPriceCents: 1_996, quantity: 3 },
    [[3, 5_988, 749]],
  ],
  [
    'a retail-price tax needs no wholesale cost: 12.5% of $10 = $1.25',
    [CA_RETAIL],
    { endsKind: E_LIQUID, wholesaleCostCents: null },
    [[3, 1_000, 125]],
  ],
  ['an open-system device is outside a rule naming liquids', [CA_RETAIL], { endsKind: OPEN_SYSTEM }, []],
  // per cartridge, $1.50
  ['a disposable is one cartridge: $1.50', [KY_CARTRIDGE], {}, [[4, 1, 150]]],
  ['a pack of 4 pods: 4 × $1.50 = $6.00', [KY_CARTRIDGE], { endsKind: CLOSED_SYSTEM, podsPerPack: 4 }, [[4, 4, 600]]],
  [
    'three packs of 2 pods: 6 × $1.50 = $9.00',
    [KY_CARTRIDGE],
    { endsKind: CLOSED_SYSTEM, podsPerPack: 2, quantity: 3 },
    [[4, 6, 900]],
  ],
  [
    'five single pods: 5 × $1.50 = $7.50',
    [KY_CARTRIDGE],
    { endsKind: CLOSED_SYSTEM, podsPerPack: 1, quantity: 5 },
    [[4, 5, 750]],
  ],
  [
    'a per-cartridge tax needs no e-liquid volume nor cost',
    [KY_CARTRIDGE],
    { liquidMl: null, wholesaleCostCents: null },
    [[4, 1, 150]],
  ],
  // container bands: 27¢/mL at most 5 mL, 9¢/mL above
  ['a 5 mL disposable is in the ≤5 mL band: 5 × 27¢ = $1.35', [SMALL, LARGE], { liquidMl: 5 }, [[5, 500, 135]]],
  [
    'a 5.01 mL bottle is above 5 mL: 5.01 × 9¢ = 45.09¢, down to 45¢',
    [SMALL, LARGE],
    { endsKind: E_LIQUID, liquidMl: 5.01 },
    [[6, 501, 45]],
  ],
  ['a 5.5 mL disposable: 5.5 × 9¢ = 49.5¢, half up to 50¢', [SMALL, LARGE], { liquidMl: 5.5 }, [[6, 550, 50]]],
  [
    'two 30 mL bottles: 60 mL × 9¢ = $5.40',
    [SMALL, LARGE],
    { endsKind: E_LIQUID, liquidMl: 30, quantity: 2 },
    [[6, 6_000, 540]],
  ],
  [
    'a pack of 4 pods of 2 mL (8 mL in all) is banded by the pod: 8 × 27¢ = $2.16',
    [SMALL, LARGE],
    { endsKind: CLOSED_SYSTEM, liquidMl: 8, podsPerPack: 4 },
    [[5, 800, 216]],
  ],
  [
    'a pack of 2 pods of 6 mL is above 5 mL a pod: 12 × 9¢ = $1.08',
    [SMALL, LARGE],
    { endsKind: CLOSED_SYSTEM, liquidMl: 12, podsPerPack: 2 },
    [[6, 1_200, 108]],
  ],
  // taxes on the liquid, whatever the product's kind
  [
    'a starter kit sold with two 30 mL bottles pays on its 60 mL as a bottle: 60 × 7.5¢ = $4.50',
    [WV_LIQUID],
    { endsKind: OPEN_SYSTEM, liquidMl: 60 },
    [[10, 6_000, 450]],
  ],
  ['the 60 mL bottle pays the same $4.50', [WV_LIQUID], { endsKind: E_LIQUID, liquidMl: 60 }, [[10, 6_000, 450]]],
  [
    'a kit sold with its liquid pays 12.5% of its whole price: $59.99 → 749.875¢, up to $7.50',
    [CA_LIQUID],
    { endsKind: OPEN_SYSTEM, liquidMl: 60, unitPriceCents: 5_999 },
    [[11, 5_999, 750]],
  ],
  ['a device sold without liquid pays no tax on the liquid', [WV_LIQUID, CA_LIQUID], { endsKind: OPEN_SYSTEM }, []],
  ['nor does a coil', [WV_LIQUID, CA_LIQUID], { endsKind: PART }, []],
  [
    'a prefilled tank (a part holding 2 mL) pays on its liquid: 2 × 7.5¢ = 15¢',
    [WV_LIQUID],
    { endsKind: PART, liquidMl: 2 },
    [[10, 200, 15]],
  ],
  [
    'a nicotine-free bottle is outside a rule on nicotine kinds',
    [WV_LIQUID],
    { endsKind: NON_NICOTINE, liquidMl: 30 },
    [],
  ],
  [
    'Maryland: a 2 mL disposable at $19.99 is liquid in a container of 5 mL or less: 60% = 1199.4¢ → $11.99',
    MARYLAND,
    { liquidMl: 2, unitPriceCents: 1_999 },
    [[12, 1_999, 1_199]],
  ],
  [
    'Maryland: a kit with its 60 mL at $59.99 is liquid over 5 mL: 20% = 1199.8¢ → $12.00, once',
    MARYLAND,
    { endsKind: OPEN_SYSTEM, liquidMl: 60, unitPriceCents: 5_999 },
    [[13, 5_999, 1_200]],
  ],
  [
    'Maryland: the device alone at $49.99 is a device: 20% = 999.8¢ → $10.00',
    MARYLAND,
    { endsKind: OPEN_SYSTEM, unitPriceCents: 4_999 },
    [[14, 4_999, 1_000]],
  ],
  // two taxes on one line
  [
    'a 5 mL disposable at $19.99 under a per-mL and a retail tax: $2.00 and $2.50',
    [CT_CLOSED, CA_RETAIL],
    { liquidMl: 5, unitPriceCents: 1_999 },
    [
      [1, 500, 200],
      [3, 1_999, 250],
    ],
  ],
];

describe('the excise tax on one line', () => {
  it.each(CASES)('%s', (_title, rules, fields, expected) => {
    const { lines } = exciseTax(rules, [line(fields)]);
    expect(lines.map((tax) => [tax.ruleId, tax.baseAmount, tax.taxCents])).toEqual(expected);
  });

  it('answers the rule it applied: its name, base and rate', () => {
    const { lines } = exciseTax(
      [CT_OPEN],
      [line({ productId: 'bottle', endsKind: E_LIQUID, wholesaleCostCents: 850 })],
    );
    expect(lines).toEqual([
      {
        productId: 'bottle',
        ruleId: 2,
        name: 'Connecticut vapour products tax',
        base: 'percent-wholesale',
        rate: 1_000,
        baseAmount: 850,
        taxCents: 85,
      },
    ]);
  });
});

describe('the excise tax on a cart', () => {
  it('taxes the disposable, the e-liquid and the device, leaves the other product untouched, and totals per tax', () => {
    const tax = exciseTax(
      [CT_CLOSED, CT_OPEN, CA_RETAIL],
      [
        line({ productId: 'disposable', liquidMl: 5, quantity: 2, unitPriceCents: 1_999, wholesaleCostCents: 900 }),
        line({
          productId: 'e-liquid',
          endsKind: E_LIQUID,
          liquidMl: 60,
          unitPriceCents: 1_500,
          wholesaleCostCents: 650,
        }),
        line({ productId: 'device', endsKind: OPEN_SYSTEM, unitPriceCents: 4_999, wholesaleCostCents: 2_500 }),
        line({ productId: 'lighter', endsKind: null, unitPriceCents: 500, wholesaleCostCents: null }),
      ],
    );
    // disposable: 10 mL × 40¢ = $4.00, 12.5% of $39.98 = 499.75¢ → $5.00;
    // e-liquid: 10% of $6.50 = 65¢, 12.5% of $15.00 = 187.5¢ → $1.88; device: 10% of $25.00 = $2.50.
    expect(tax.lines.map((l) => [l.productId, l.ruleId, l.taxCents])).toEqual([
      ['disposable', 1, 400],
      ['disposable', 3, 500],
      ['e-liquid', 2, 65],
      ['e-liquid', 3, 188],
      ['device', 2, 250],
    ]);
    expect(tax.totals).toEqual([
      { name: 'Connecticut vapour products tax', taxCents: 715 },
      { name: 'California electronic cigarette excise tax', taxCents: 688 },
    ]);
    expect(tax.totalCents).toBe(1_403);
  });

  it('is nothing at all where no rule is in force', () => {
    expect(exciseTax([], [line({ liquidMl: 5 })])).toEqual({ lines: [], totals: [], totalCents: 0 });
  });
});

describe('a tax that cannot be worked out', () => {
  const refusal = (rules: ExciseTaxRule[], lines: TaxableLine[]): unknown => {
    try {
      exciseTax(rules, lines);
    } catch (error) {
      return error;
    }
    throw new Error('the tax was worked out');
  };

  it('is refused, never taxed 0, when a wholesale tax meets an unknown cost, naming every such product', () => {
    const error = refusal(
      [CT_OPEN],
      [
        line({ productId: 'bottle', endsKind: E_LIQUID, wholesaleCostCents: null }),
        line({ productId: 'coil', endsKind: PART, wholesaleCostCents: 120 }),
        line({ productId: 'tank', endsKind: PART, wholesaleCostCents: null }),
      ],
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect((error as AppError).message).toBe(
      'The excise tax on this order cannot be worked out: product bottle has no wholesale cost for the ' +
        'Connecticut vapour products tax; product tank has no wholesale cost for the Connecticut vapour products tax.',
    );
  });

  it('is refused when a per-mL tax meets a product whose e-liquid is unknown', () => {
    expect(refusal([CT_CLOSED], [line({ liquidMl: null })])).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('product p1 has no e-liquid volume'),
    });
  });

  it('is refused when a tax on the liquid meets a kind that always holds some, its volume unknown', () => {
    expect(refusal([CA_LIQUID], [line({ endsKind: E_LIQUID, liquidMl: null })])).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('product p1 has no e-liquid volume for the California'),
    });
  });

  it('is refused when a container band meets a product whose e-liquid is unknown, even on another base', () => {
    const bandedRetail = rule(9, 'Banded retail tax', 'percent-retail', 2_000, [DISPOSABLE], { upTo: 500 });
    expect(refusal([bandedRetail], [line({ liquidMl: null })])).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
