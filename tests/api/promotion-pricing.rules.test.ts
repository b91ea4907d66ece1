import {
  type PromotableLine,
  type PromotionContext,
  type PromotionTerms,
  type Lawful,
  pricePromotions,
  shareOut,
} from '../../api/src/modules/promotions/promotion-pricing.rules';
import { promotionTerms } from '../support/promotion-terms';

const NOW = new Date('2026-11-27T12:00:00Z');

let nextId = 1;
const promotion = (terms: Partial<PromotionTerms>): PromotionTerms => promotionTerms({ id: nextId++, ...terms });

const line = (productId: string, unitPriceCents: number, quantity = 1, more: Partial<PromotableLine> = {}) => ({
  productId,
  unitPriceCents,
  quantity,
  brand: 'Geek Bar',
  category: 'Vapes',
  endsKind: 'disposable',
  ...more,
});

const context = (more: Partial<PromotionContext> = {}): PromotionContext => ({
  now: NOW,
  firstOrder: false,
  groups: new Set(),
  codes: new Map(),
  exhausted: new Set(),
  ...more,
});

const perLine = (pricing: ReturnType<typeof pricePromotions>, lines: number) =>
  Array.from({ length: lines }, (_, i) =>
    pricing.lineDiscounts.filter((d) => d.lineIndex === i).reduce((sum, d) => sum + d.amountCents, 0),
  );

describe('the promotion engine', () => {
  it('shares a fixed amount off the order over the lines by their value, the parts adding up to the whole', () => {
    const first = promotion({ action: 'fixed-off', amountCents: 1000, firstOrder: true });
    const lines = [line('1', 333), line('2', 333), line('3', 334)];
    const pricing = pricePromotions([first], lines, context({ firstOrder: true }), 599);
    expect(perLine(pricing, 3)).toEqual([333, 333, 334]);
    expect(pricePromotions([first], lines, context(), 599).applied).toEqual([]);
    for (const amount of [1, 7, 999, 1001]) {
      const shares = shareOut(amount, [1999, 2, 500]);
      expect(shares.reduce((s, x) => s + x, 0)).toBe(Math.min(amount, 2501));
      shares.forEach((share, i) => expect(share).toBeLessThanOrEqual([1999, 2, 500][i]!));
    }
  });

  it('never takes a line below $0, however large the amount', () => {
    const big = promotion({ action: 'fixed-off', appliesTo: 'lines', amountCents: 5000 });
    const lines = [line('1', 999, 2)];
    expect(perLine(pricePromotions([big], lines, context(), 0), 1)).toEqual([1998]);
  });

  it('takes a percentage off only the lines of the brands, categories and kinds it names, rounded half up', () => {
    const liquids = promotion({ percentBp: 1500, categories: ['E-Liquids'], endsKinds: ['e-liquid'] });
    const lines = [
      line('1', 1999, 1, { category: 'E-Liquids', endsKind: 'e-liquid' }),
      line('2', 1999, 1),
      line('3', 2499, 1, { category: 'E-Liquids', endsKind: null }),
    ];
    // 15 % of 19.99 = 2.9985 → 3.00
    expect(perLine(pricePromotions([liquids], lines, context(), 0), 3)).toEqual([300, 0, 0]);
  });

  it('applies a promotion only between its dates and over its minimum subtotal', () => {
    const later = promotion({ percentBp: 1000, startsAt: new Date('2026-12-01T00:00:00Z') });
    const over = promotion({ percentBp: 1000, minSubtotalCents: 5000 });
    const lines = [line('1', 4999)];
    expect(pricePromotions([later, over], lines, context(), 0).applied).toEqual([]);
    expect(pricePromotions([over], [line('1', 5000)], context(), 0).applied).toHaveLength(1);
  });

  it('lets a promotion that does not combine apply only alone, by priority', () => {
    const sale = promotion({ name: 'Sale', percentBp: 1000, priority: 5 });
    const alone = promotion({ name: 'Alone', percentBp: 2000, combinable: false, priority: 1 });
    const lines = [line('1', 10_000)];
    expect(pricePromotions([alone, sale], lines, context(), 0).applied.map((a) => a.name)).toEqual(['Sale']);
    const first = promotion({ name: 'First', percentBp: 2000, combinable: false, priority: 9 });
    expect(pricePromotions([sale, first], lines, context(), 0).applied.map((a) => a.name)).toEqual(['First']);
  });

  it('discounts the cheapest units of each whole buy-X-get-Y group in the same order', () => {
    const bogo = promotion({ action: 'buy-x-get-y', buyQuantity: 2, getQuantity: 1, percentBp: 5000 });
    const lines = [line('1', 1000, 2), line('2', 600, 2), line('3', 400, 1)];
    // Units dearest first: 1000 1000 600 | 600 400 → one whole group; its cheapest unit (600) is half off.
    expect(perLine(pricePromotions([bogo], lines, context(), 0), 3)).toEqual([0, 300, 0]);
  });

  it('waives shipping once for a free-shipping promotion, and not when shipping is free anyway', () => {
    const ships = promotion({ action: 'free-shipping', minSubtotalCents: 2000 });
    expect(pricePromotions([ships], [line('1', 2500)], context(), 599).freeShippingBy).toBe(ships.id);
    expect(pricePromotions([ships], [line('1', 2500)], context(), 0).applied).toEqual([]);
  });

  it('asks for its code, group and use left before applying a promotion', () => {
    const coded = promotion({ percentBp: 1000, requiresCode: true });
    const military = promotion({ percentBp: 2500, customerGroup: 'military' });
    const lines = [line('1', 1000)];
    expect(pricePromotions([coded, military], lines, context(), 0).applied).toEqual([]);
    const entered = pricePromotions(
      [coded, military],
      lines,
      context({ codes: new Map([[coded.id, 'HELLO']]), groups: new Set(['military']) }),
      0,
    );
    expect(entered.applied.map((a) => a.code)).toEqual(['HELLO', null]);
    expect(
      pricePromotions(
        [coded],
        lines,
        context({ codes: new Map([[coded.id, 'HELLO']]), exhausted: new Set([coded.id]) }),
        0,
      ).applied,
    ).toEqual([]);
  });

  it('prices a promotion again without a line the law refuses, an amount off the order falling on the others', () => {
    const tenOff = promotion({ action: 'fixed-off', amountCents: 1000 });
    const lines = [line('1', 1000), line('2', 3000, 1, { endsKind: null })];
    const noVapes: Lawful = (d) => lines[d.lineIndex]!.endsKind === null;
    const pricing = pricePromotions([tenOff], lines, context(), 0, noVapes);
    expect(perLine(pricing, 2)).toEqual([0, 1000]);
    expect(pricing.applied).toHaveLength(1);
    // Refused on every line, it is not applied at all, so one that does not combine may apply after it.
    const alone = promotion({ percentBp: 1000, combinable: false, endsKinds: ['disposable'], priority: -1 });
    const never: Lawful = () => false;
    expect(pricePromotions([tenOff, alone], [line('1', 1000)], context(), 0, never).applied).toEqual([]);
  });

  it('asks the law about each discount on what the discounts before it left of the line', () => {
    const sixty = promotion({ percentBp: 6000, priority: 2 });
    const fourOff = promotion({ action: 'fixed-off', appliesTo: 'lines', amountCents: 400, priority: 1 });
    const asked: [number, number][] = [];
    // No line at $0 (the federal free-sample rule): the $4 would leave the $10 line at $0.
    const notFree: Lawful = (d, left) => {
      asked.push([d.amountCents, left]);
      return left - d.amountCents > 0;
    };
    const lines = [line('1', 1000), line('2', 2000)];
    const pricing = pricePromotions([sixty, fourOff], lines, context(), 0, notFree);
    expect(asked).toEqual([
      [600, 1000],
      [1200, 2000],
      [400, 400],
      [400, 800],
      // priced again without the refused line
      [400, 800],
    ]);
    expect(perLine(pricing, 2)).toEqual([600, 1600]);
  });
});
