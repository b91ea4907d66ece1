/**
 * The rules on discounts migration 1732168660000 inserted, from shared/spec/promotions-facts.md (frozen: never edit;
 * a later change is a staff edit in the state rules editor or a new migration, so the history stays). A row the facts
 * file marks UNCONFIRMED is seeded inactive (`active = false`): compliance staff confirm it in the editor.
 *
 * Left out, with why: city and county rules (Providence and other Rhode Island towns, Minneapolis, St. Paul, Chicago,
 * New York City, San Mateo): the rules are keyed by state, and whether a local ordinance binds an out-of-state
 * delivery seller is an open question (facts file, open question 2); Massachusetts' coupon-by-mail and branded
 * merchandise rule (940 CMR 21.04): the shop mails no coupons and gives no merchandise, and flavoured vapour products
 * cannot ship there at all; New Jersey's free shipping as a "price reduction promotion" (open question 3).
 */

/** Every kind of vapour product (a tobacco product since the 2016 deeming rule: devices, e-liquid, components and parts). */
const EVERY_KIND = ['closed-system', 'disposable', 'e-liquid', 'non-nicotine', 'open-system', 'part'];

export interface DiscountRuleSeed {
  /** Null: federal, every state. */
  state: string | null;
  kind: 'no-discount' | 'no-multi-buy' | 'no-free-sample' | 'no-free-gift';
  description: string;
  endsKinds: readonly string[];
  effectiveFrom: string;
  source: string;
  active: boolean;
}

export const DISCOUNT_RULE_SEED: readonly DiscountRuleSeed[] = [
  {
    state: null,
    kind: 'no-free-sample',
    description:
      '21 CFR 1140.16(d): no free samples of tobacco products; since the deeming rule, e-cigarettes, e-liquids and their components and parts',
    endsKinds: EVERY_KIND,
    effectiveFrom: '2016-08-08',
    source:
      'https://www.fda.gov/regulatory-information/search-fda-guidance-documents/prohibition-distributing-free-samples-tobacco-products ; https://lrus.wolterskluwer.com/news/health-law-daily/fda-extends-age-restrictions-to-e-cigarettes-hookah-tobacco-cigars/31890/',
    active: true,
  },
  {
    state: null,
    kind: 'no-free-gift',
    description:
      'a free vapour product for buying another item is a free sample (a trade report of FDA guidance; UNCONFIRMED)',
    endsKinds: EVERY_KIND,
    effectiveFrom: '2017-10-12',
    source:
      'https://tobaccobusiness.com/fda-proposed-tobacco-sampling-ban/2/ ; https://vaporvoice.net/2017/10/12/fda-issues-sampling-guidence/',
    active: false,
  },
  {
    state: 'NJ',
    kind: 'no-discount',
    description:
      'N.J.S.A. 2A:170-51.11: no coupons, price-reduction promotions (online promotional discount codes included) or rebates on vapour products',
    endsKinds: EVERY_KIND,
    effectiveFrom: '2020-03-01',
    source:
      'https://state.nj.us/treasury/taxation/cigcoupons.shtml ; https://getpocketlaw.com/law/state_new_jersey/section-2a-170-51-11-prohibitions-concerning-sale-of-tobacco-vapor-products-at-retail-violations-penalties_cd5d5de9226f',
    active: true,
  },
  {
    state: 'UT',
    kind: 'no-multi-buy',
    description:
      'Utah Code 76-10-111 (section number after recodification UNCONFIRMED): no e-cigarette products free, below cost or cheaper for another purchase (buy-one-get-one, bundles)',
    endsKinds: EVERY_KIND,
    effectiveFrom: '2020-05-12',
    source:
      'https://getpocketlaw.com/law/state_vermont/section-111-restrictions-on-sale-of-smokeless-tobacco-or-electronic-cigarette-products-exceptions_b04dafa3771a',
    active: true,
  },
  {
    state: 'NY',
    kind: 'no-discount',
    description:
      'PHL 1399-bb: coupons and multi-pack promotions on tobacco products; whether it covers vapour products is UNCONFIRMED (moot while New York bars shipping them)',
    endsKinds: EVERY_KIND,
    effectiveFrom: '2020-07-01',
    source:
      'https://nysenate.gov/legislation/laws/PBH/1399-BB ; https://www.localsyr.com/news/local-news/tobacco-coupons-multi-pack-discounts-ending-july-1-in-new-york/',
    active: false,
  },
];

/**
 * Whether a percent-of-retail excise is levied on the price after the shop's own discount (facts file §3), per rule
 * (state and base); every one is UNCONFIRMED there, so each is a setting compliance staff can change.
 */
export const EXCISE_BASE_AFTER_DISCOUNT = [
  {
    state: 'CA',
    afterDiscount: true,
    note: 'CECET is 12.5% of the "sales price"; a shop discount likely lowers it, as it does the sales-tax base (UNCONFIRMED: https://cdtfa.ca.gov/formspubs/pub113/).',
  },
  {
    state: 'NJ',
    afterDiscount: false,
    note: 'On the "listed" retail price, which suggests before any discount (UNCONFIRMED; moot: New Jersey bans discounts on vapour products).',
  },
] as const;

/**
 * Words a promotion's name or banner may not use: claims of health, quitting, lower risk or FDA approval (facts file
 * §1: 21 U.S.C. 387k, 21 CFR 1100.5, FD&C Act 301(tt); Utah bars marketing e-cigarettes as cessation devices).
 */
export const BARRED_CLAIMS: readonly { phrase: string; source: string }[] = [
  // "Light", "mild" and "low" are left out: as whole words they would refuse "Low prices weekend"; they make a
  // modified-risk claim only as a product's descriptor, which a promotion's words do not give.
  ...[
    'safer',
    'less harmful',
    'harmless',
    'healthy',
    'healthier',
    'reduced risk',
    'lower risk',
    'reduced exposure',
  ].map((phrase) => ({ phrase, source: '21 U.S.C. 387k (modified risk): https://checkoutapi.com/uscode/21/387k' })),
  ...['quit', 'quitting', 'stop smoking', 'cessation', 'smoking alternative', 'kick the habit'].map((phrase) => ({
    phrase,
    source:
      '21 CFR 1100.5 (cessation claims make a drug): https://www.fda.gov/about-fda/economic-impact-analyses-fda-regulations/clarification-when-products-made-or-derived-tobacco-are-regulated-drugs-devices-or-combination ; https://utahtobaccolaws.org/display/',
  })),
  ...['fda approved', 'fda registered', 'fda cleared', 'approved by the fda'].map((phrase) => ({
    phrase,
    source: 'FD&C Act 301(tt): http://www.fda.gov/TobaccoProducts/NewsEvents/ucm442497.htm',
  })),
];
