/**
 * The city rules on discounts migration 1732168750000 inserted, from shared/spec/promotions-facts.md §2 (frozen:
 * never edit; a later change is a staff edit in the state rules editor or a new migration, so the history stays).
 * The facts file says "model rules as data keyed by state + city/ZIP, default-deny when unsure": each rule names its
 * city and the ZIP codes it is checked against (a five-digit ZIP, or a three-digit prefix: every ZIP that starts
 * with it). A row the facts file marks UNCONFIRMED is seeded inactive (`active = false`) for compliance staff to
 * confirm.
 *
 * The ZIP lists: the facts file gives none, so every list is UNCONFIRMED. Each comes from the USPS's delivery ZIPs
 * for the city as commonly published (the source to check them against: https://tools.usps.com/zip-code-lookup.htm?
 * bycitystate), not retrieved for this migration; a ZIP the city shares with a neighbour is kept (default-deny when
 * unsure), and P.O.-box-only ZIPs are left out (the shop ships to street addresses). The `zipSource` of each says so.
 *
 * Whether a local ordinance binds an out-of-state delivery seller is open (facts file, open question 2): default-deny
 * applies it to orders shipped there. Left out: Minneapolis and St. Paul (price floors and coupon bans the facts file
 * gives, but no list of their ZIPs in any source here), other Rhode Island towns and Massachusetts boards of health
 * (the town list is UNCONFIRMED), San Mateo's ban on selling electronic smoking devices at all (a shipping rule, not a
 * discount: the state rules editor's business).
 */

/** Every kind of vapour product (a tobacco product since the 2016 deeming rule: devices, e-liquid, components and parts). */
const EVERY_KIND = ['closed-system', 'disposable', 'e-liquid', 'non-nicotine', 'open-system', 'part'];

export interface LocalDiscountRuleSeed {
  state: string;
  city: string;
  zipCodes: readonly string[];
  zipSource: string;
  kind: 'no-discount';
  description: string;
  endsKinds: readonly string[];
  effectiveFrom: string;
  source: string;
  active: boolean;
}

const USPS = 'USPS delivery ZIPs for the city as commonly published, not retrieved here (UNCONFIRMED)';

export const LOCAL_DISCOUNT_RULE_SEED: readonly LocalDiscountRuleSeed[] = [
  {
    state: 'RI',
    city: 'Providence',
    // 02904 and 02908 reach into North Providence, 02909 into Johnston: kept (default-deny).
    zipCodes: ['02903', '02904', '02905', '02906', '02907', '02908', '02909', '02912', '02918'],
    zipSource: `${USPS}; 02904, 02908 and 02909 are shared with neighbouring towns and kept`,
    kind: 'no-discount',
    description:
      'Providence ordinance of 5 Jan 2012, upheld 2013: no coupons for free or below-list product, no multi-pack discounts, no free or discounted product for buying another; e-cigarette cartridges named',
    endsKinds: EVERY_KIND,
    effectiveFrom: '2013-01-03',
    source:
      'https://www.cspdailynews.com/category-news/tobacco/articles/providence-case-coupons-and-flavored-products ; https://tobaccopreventionk12.wordpress.com/2012/01/17/providence-r-i-gets-tougher-on-tobacco/',
    active: true,
  },
  {
    state: 'CA',
    city: 'San Mateo',
    // 94404 is mostly Foster City: kept (default-deny).
    zipCodes: ['94401', '94402', '94403', '94404'],
    zipSource: `${USPS}; 94404 is shared with Foster City and kept`,
    kind: 'no-discount',
    description:
      'San Mateo Municipal Code 7.41.031: no coupon below full retail price, no multi-package discount, no free or discounted item for a purchase (online sellers follow local law since 1 Jan 2025)',
    endsKinds: EVERY_KIND,
    effectiveFrom: '2025-01-01',
    source: 'https://law.cityofsanmateo.org/us/ca/cities/san-mateo/code/7.41.031',
    active: true,
  },
  {
    state: 'NY',
    city: 'New York City',
    // Manhattan (100-102), Staten Island (103), the Bronx (104), Brooklyn (112), Queens (111, 113, 114, 116); 110
    // is left out, as most of it is Nassau County.
    zipCodes: ['100', '101', '102', '103', '104', '111', '112', '113', '114', '116'],
    zipSource: `USPS three-digit ZIP prefixes of the five boroughs as commonly published (UNCONFIRMED); 110 (mostly Nassau County) left out`,
    kind: 'no-discount',
    description:
      'NYC Admin Code 17-176.1: no sale below the listed price, coupon redemption, multi-pack or cross-promotions; whether it covers vapour products is UNCONFIRMED (moot while New York bars shipping them)',
    endsKinds: EVERY_KIND,
    effectiveFrom: '2014-01-01',
    source: 'https://tobaccopolicycenter.org/tobacco-control/laws-of-new-york/nyc-discounted-tobacco-product-sales/',
    active: false,
  },
  {
    state: 'IL',
    city: 'Chicago',
    zipCodes: ['606'],
    zipSource: `USPS three-digit prefix 606 (Chicago's own ZIPs) as commonly published (UNCONFIRMED); Chicago ZIPs outside it (e.g. 60707, 60827) left out`,
    kind: 'no-discount',
    description:
      'Chicago tobacco ordinance (2016): no coupon redemption or multi-pack discounts on tobacco products; whether it covers vapour products is UNCONFIRMED',
    endsKinds: EVERY_KIND,
    effectiveFrom: '2016-07-01',
    source: 'https://smokeasy.net/post/2016/03/22/proposed-chicago-tobacco-ordinance-adopted-by-city-council',
    active: false,
  },
];
