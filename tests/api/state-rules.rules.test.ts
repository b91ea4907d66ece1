import { CharacterizingFlavour, EndsKind } from '../../api/src/modules/compliance/product-compliance.type';
import {
  type RuledProduct,
  ShippingRuleKind,
  linesStopped,
  ruleStops,
} from '../../api/src/modules/compliance/shipping-rules.service';

const ALL = Object.values(EndsKind);
const product = (
  endsKind: EndsKind | null,
  characterizingFlavour = CharacterizingFlavour.OTHER,
  nicotineMg: number | null = 20,
  listedIn: string[] = [],
): RuledProduct => ({ endsKind, characterizingFlavour, nicotineMg, listedIn: new Set(listedIn) });
const rule = (
  kind: ShippingRuleKind,
  fields: { endsKinds?: EndsKind[]; allowed?: CharacterizingFlavour[]; cap?: number; units?: number } = {},
) => ({
  stateCode: 'VA',
  kind,
  endsKinds: fields.endsKinds ?? ALL,
  allowedFlavours: fields.allowed ?? [],
  maxNicotineMg: fields.cap ?? null,
  maxUnits: fields.units ?? null,
});
const { TOBACCO, MENTHOL, MINT, COOLING, OTHER, NONE } = CharacterizingFlavour;

/** Every kind of rule against the products it must and must not stop. */
const CASES: [string, ReturnType<typeof rule>, RuledProduct, boolean][] = [
  ['no shipping stops a disposable', rule(ShippingRuleKind.NO_VAPE_SHIPPING), product(EndsKind.DISPOSABLE), true],
  ['no shipping stops a part', rule(ShippingRuleKind.NO_VAPE_SHIPPING), product(EndsKind.PART, NONE, null), true],
  ['no shipping never stops a non-vapour product', rule(ShippingRuleKind.NO_VAPE_SHIPPING), product(null), false],
  [
    'no shipping of e-liquids leaves devices',
    rule(ShippingRuleKind.NO_VAPE_SHIPPING, { endsKinds: [EndsKind.E_LIQUID] }),
    product(EndsKind.OPEN_SYSTEM),
    false,
  ],
  ['no online sales stops an e-liquid', rule(ShippingRuleKind.NO_ONLINE_SALES), product(EndsKind.E_LIQUID), true],
  ['no online sales never stops a lighter', rule(ShippingRuleKind.NO_ONLINE_SALES), product(null), false],
  [
    'a ban stops mint',
    rule(ShippingRuleKind.FLAVOR_BAN, { allowed: [TOBACCO] }),
    product(EndsKind.DISPOSABLE, MINT),
    true,
  ],
  [
    'a ban stops menthol',
    rule(ShippingRuleKind.FLAVOR_BAN, { allowed: [TOBACCO] }),
    product(EndsKind.DISPOSABLE, MENTHOL),
    true,
  ],
  [
    'a ban stops cooling',
    rule(ShippingRuleKind.FLAVOR_BAN, { allowed: [TOBACCO] }),
    product(EndsKind.E_LIQUID, COOLING),
    true,
  ],
  [
    'a ban stops fruit',
    rule(ShippingRuleKind.FLAVOR_BAN, { allowed: [TOBACCO] }),
    product(EndsKind.E_LIQUID, OTHER),
    true,
  ],
  [
    'a ban lets tobacco go',
    rule(ShippingRuleKind.FLAVOR_BAN, { allowed: [TOBACCO] }),
    product(EndsKind.DISPOSABLE, TOBACCO),
    false,
  ],
  [
    'a ban allowing menthol lets it go',
    rule(ShippingRuleKind.FLAVOR_BAN, { allowed: [MENTHOL, TOBACCO] }),
    product(EndsKind.DISPOSABLE, MENTHOL),
    false,
  ],
  ['a ban lets the unflavoured go', rule(ShippingRuleKind.FLAVOR_BAN), product(EndsKind.OPEN_SYSTEM, NONE), false],
  ['a ban never stops flavoured non-vapour goods', rule(ShippingRuleKind.FLAVOR_BAN), product(null, MINT), false],
  [
    'a cap stops above it',
    rule(ShippingRuleKind.NICOTINE_CAP, { cap: 35 }),
    product(EndsKind.DISPOSABLE, TOBACCO, 50),
    true,
  ],
  [
    'a cap lets its own strength go',
    rule(ShippingRuleKind.NICOTINE_CAP, { cap: 35 }),
    product(EndsKind.E_LIQUID, TOBACCO, 35),
    false,
  ],
  [
    'a cap lets an unstated strength go',
    rule(ShippingRuleKind.NICOTINE_CAP, { cap: 35 }),
    product(EndsKind.OPEN_SYSTEM, NONE, null),
    false,
  ],
  [
    'a cap on e-liquids leaves disposables',
    rule(ShippingRuleKind.NICOTINE_CAP, { cap: 24, endsKinds: [EndsKind.E_LIQUID] }),
    product(EndsKind.DISPOSABLE, TOBACCO, 50),
    false,
  ],
  [
    'a directory stops a product it does not list',
    rule(ShippingRuleKind.DIRECTORY),
    product(EndsKind.DISPOSABLE),
    true,
  ],
  [
    'a directory lets a listed product go',
    rule(ShippingRuleKind.DIRECTORY),
    product(EndsKind.DISPOSABLE, TOBACCO, 20, ['VA']),
    false,
  ],
  [
    'a listing in another state does not count',
    rule(ShippingRuleKind.DIRECTORY),
    product(EndsKind.E_LIQUID, TOBACCO, 20, ['KY', 'UT']),
    true,
  ],
  [
    'an e-liquid directory leaves devices',
    rule(ShippingRuleKind.DIRECTORY, { endsKinds: [EndsKind.E_LIQUID] }),
    product(EndsKind.DISPOSABLE),
    false,
  ],
  ['a directory never stops a non-vapour product', rule(ShippingRuleKind.DIRECTORY), product(null), false],
  [
    'a quantity limit never stops one product alone',
    rule(ShippingRuleKind.QUANTITY_LIMIT, { units: 2 }),
    product(EndsKind.DISPOSABLE),
    false,
  ],
];

describe('whether a state rule stops a product (ruleStops)', () => {
  it.each(CASES)('%s', (_name, theRule, theProduct, stops) => {
    expect(ruleStops(theRule, theProduct)).toBe(stops);
  });
});

describe('which lines of one order a rule stops (linesStopped)', () => {
  const limit = rule(ShippingRuleKind.QUANTITY_LIMIT, {
    units: 2,
    endsKinds: [EndsKind.CLOSED_SYSTEM, EndsKind.DISPOSABLE, EndsKind.OPEN_SYSTEM, EndsKind.PART],
  });
  const disposable = product(EndsKind.DISPOSABLE, TOBACCO, 20, ['VA']);
  const pod = product(EndsKind.PART, NONE, null, ['VA']);
  const liquid = product(EndsKind.E_LIQUID, TOBACCO, 20, ['VA']);
  const lighter = product(null);
  const line = (p: RuledProduct, quantity: number) => ({ product: p, quantity });

  it.each([
    ['up to the limit passes', [line(disposable, 2), line(liquid, 9), line(lighter, 5)], []],
    ['past it, every line of its kinds is stopped', [line(disposable, 2), line(pod, 1), line(liquid, 9)], [0, 1]],
    ['one line past it is stopped', [line(disposable, 3), line(lighter, 1)], [0]],
    ['other kinds do not count', [line(liquid, 30), line(lighter, 30)], []],
  ] as const)('%s', (_name, lines, stopped) => {
    expect(linesStopped(limit, lines)).toEqual(stopped.map((i) => lines[i]));
  });

  it('asks ruleStops of each line for every other kind', () => {
    const lines = [line(disposable, 1), line(product(EndsKind.DISPOSABLE), 1)];
    expect(linesStopped(rule(ShippingRuleKind.DIRECTORY), lines)).toEqual([lines[1]]);
  });
});
