import { shareOut } from '../../api/src/modules/promotions/promotion-pricing.rules';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  AddToCartDocument,
  CartExciseTaxDocument,
  type CartExciseTaxQuery,
  type CartExciseTaxQueryVariables,
  type CartFieldsFragment,
  CartDocument,
  CartRestrictionsDocument,
  type CartRestrictionsQuery,
  type CartRestrictionsQueryVariables,
  type OrderFieldsFragment,
  type OrderStatus,
  type OrdersQuery,
  RemoveFromCartDocument,
  SetCartQuantityDocument,
  UsStatesDocument,
} from '../../web/src/graphql/__generated__/graphql';

/** The server's shipping settings (DESIGN.md): free from $89.99, else a flat $7.99. */
const FREE_FROM = 8999;
const FLAT_FEE = 799;

export function cartProduct(id: number, name = `Vape ${id}`, price = 1999, compareAtPrice: number | null = null) {
  return {
    __typename: 'Product' as const,
    id: String(id),
    slug: `vape-${id}`,
    name,
    price,
    compareAtPrice,
    savingPercent: compareAtPrice === null ? null : Math.round(((compareAtPrice - price) * 100) / compareAtPrice),
    image: `/media/products/p-${id}.svg`,
    category: 'Vapes',
    subcategory: 'Geek Bar Pulse 25000',
  };
}

type Line = { product: ReturnType<typeof cartProduct>; quantity: number };

const savingOf = (l: Line) =>
  l.product.compareAtPrice === null ? 0 : (l.product.compareAtPrice - l.product.price) * l.quantity;

/** A cart as the API answers it; the totals follow the server's rules (api/src/modules/cart/pricing.ts). */
export function cartOf(lines: Line[], { id = 'cart-1', firstPurchase = false } = {}): CartFieldsFragment {
  const subtotal = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
  const itemCount = lines.reduce((sum, l) => sum + l.quantity, 0);
  const shipping = itemCount === 0 || subtotal >= FREE_FROM ? 0 : FLAT_FEE;
  // The seeded first-purchase promotion: $10 off the order, shared over the lines.
  const discount = firstPurchase && itemCount ? Math.min(1000, subtotal) : 0;
  const lineDiscounts = shareOut(
    discount,
    lines.map((l) => l.product.price * l.quantity),
  );
  return {
    __typename: 'Cart',
    id: lines.length ? id : 'empty',
    lines: lines.map((l, i) => ({
      __typename: 'CartLine',
      quantity: l.quantity,
      lineTotal: l.product.price * l.quantity,
      compareAtPrice: l.product.compareAtPrice,
      saving: savingOf(l),
      discount: lineDiscounts[i]!,
      product: l.product,
    })),
    discounts: discount
      ? [{ __typename: 'AppliedDiscount', name: 'First purchase', code: null, amount: discount, freeShipping: false }]
      : [],
    notices: [],
    codes: [],
    codeProblems: [],
    totals: {
      __typename: 'CartTotals',
      itemCount,
      subtotal,
      discount,
      shipping,
      total: subtotal - discount + shipping,
      freeShippingThreshold: FREE_FROM,
      amountToFreeShipping: Math.max(0, FREE_FROM - subtotal),
      savings: lines.reduce((sum, l) => sum + savingOf(l), 0),
    },
  } as CartFieldsFragment;
}

export const EMPTY_CART = cartOf([]);

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

export function cartMock(cart: CartFieldsFragment = EMPTY_CART, reusable = true): MockLink.MockedResponse {
  return { request: { query: CartDocument }, result: { data: { cart } }, ...(reusable ? forever : {}) };
}

export function addToCartMock(productId: string, cart: CartFieldsFragment, delay = 0): MockLink.MockedResponse {
  return {
    request: { query: AddToCartDocument, variables: { productId, quantity: 1 } },
    result: { data: { addToCart: cart } },
    delay,
  };
}

/** A refusal the API throws (BAD_USER_INPUT with the rule's message). */
export function refusedMock(
  request: MockLink.MockedResponse['request'],
  message: string,
  code = 'BAD_USER_INPUT',
): MockLink.MockedResponse {
  return { request, result: { errors: [new GraphQLError(message, { extensions: { code } })] } };
}

export function setQuantityMock(productId: string, quantity: number, cart: CartFieldsFragment, delay = 0) {
  return {
    request: { query: SetCartQuantityDocument, variables: { productId, quantity } },
    result: { data: { setCartQuantity: cart } },
    delay,
  } satisfies MockLink.MockedResponse;
}

export function removeMock(productId: string, cart: CartFieldsFragment): MockLink.MockedResponse {
  return {
    request: { query: RemoveFromCartDocument, variables: { productId } },
    result: { data: { removeFromCart: cart } },
  };
}

export const US_STATES = [
  { __typename: 'UsState', code: 'AZ', name: 'Arizona' },
  { __typename: 'UsState', code: 'CA', name: 'California' },
  { __typename: 'UsState', code: 'NY', name: 'New York' },
  { __typename: 'UsState', code: 'VA', name: 'Virginia' },
];

export function usStatesMock(): MockLink.MockedResponse {
  return { request: { query: UsStatesDocument }, result: { data: { usStates: US_STATES } }, ...forever };
}

/** The seeded California rule (12.5 % of the retail price); the other states here tax no vapour product. */
export const CA_EXCISE_TAX = 'California electronic cigarette excise tax';
const EXCISE_BASIS_POINTS: Readonly<Record<string, number>> = { CA: 1250 };

/**
 * Answers cartExciseTax for the cart as the server holds it (a getter when a mutation changes it): its total
 * with the state's tax, every product here being a nicotine vapour product; `seen` records every question.
 */
export function exciseTaxMock(
  cart: CartFieldsFragment | (() => CartFieldsFragment),
  seen: CartExciseTaxQueryVariables[] = [],
): MockLink.MockedResponse<CartExciseTaxQuery, CartExciseTaxQueryVariables> {
  return {
    request: { query: CartExciseTaxDocument, variables: ({ state }) => /^[A-Z]{2}$/.test(state) },
    result: (variables) => {
      seen.push(variables);
      const { state } = variables;
      const { totals, discounts, codeProblems } = typeof cart === 'function' ? cart() : cart;
      const rate = EXCISE_BASIS_POINTS[state];
      const taxes = rate
        ? [
            {
              __typename: 'ExciseTaxLine' as const,
              name: CA_EXCISE_TAX,
              // California's base is the price after the shop's discount (its rule's setting).
              amount: Math.round(((totals.subtotal - totals.discount) * rate) / 10000),
            },
          ]
        : [];
      const exciseTax = taxes.reduce((sum, tax) => sum + tax.amount, 0);
      return {
        data: {
          cartExciseTax: {
            __typename: 'CartExciseTax',
            taxes,
            exciseTax,
            discount: totals.discount,
            discounts,
            notices: [],
            codeProblems,
            shipping: totals.shipping,
            total: totals.total + exciseTax,
          },
        },
      };
    },
    ...forever,
  };
}

type AskedLine = { productId: string; quantity: number };

/** A state's rule as the server applies it to one order: why it refuses `line`, if it does. */
export type ShippingRule = (state: string, line: AskedLine, order: readonly AskedLine[]) => string | undefined;

/** A state that refuses some products outright. */
export const refusedIn =
  (state: string, productIds: readonly string[], reason: string): ShippingRule =>
  (asked, line) =>
    asked === state && productIds.includes(line.productId) ? reason : undefined;

/** A per-order limit on the units of every line together, in the server's words (shipping-rules.service.ts). */
export const limitedIn =
  (state: string, stateName: string, maxUnits: number, description: string): ShippingRule =>
  (asked, _line, order) =>
    asked === state && order.reduce((sum, l) => sum + l.quantity, 0) > maxUnits
      ? `${stateName} allows at most ${maxUnits} of these per order (${description}): reduce the quantity`
      : undefined;

/**
 * Answers cartRestrictions from the products and quantities the client sends (one quantity per product id, as
 * the server demands), the first rule that refuses a line giving its reason; `seen` records every question.
 */
export function cartRestrictionsMock(
  products: readonly { id: string; name: string }[],
  rules: readonly ShippingRule[] = [],
  seen: CartRestrictionsQueryVariables[] = [],
): MockLink.MockedResponse<CartRestrictionsQuery, CartRestrictionsQueryVariables> {
  return {
    request: {
      query: CartRestrictionsDocument,
      variables: ({ productIds, quantities }) =>
        Array.isArray(productIds) && Array.isArray(quantities) && productIds.length === quantities.length,
    },
    result: (variables) => {
      seen.push(variables);
      const ids = [variables.productIds ?? []].flat();
      const quantities = [variables.quantities ?? []].flat();
      const order = ids.map((productId, i) => ({ productId, quantity: quantities[i] ?? 1 }));
      const cartRestrictions = order.flatMap((line) => {
        const reason = rules.map((rule) => rule(variables.state, line, order)).find(Boolean);
        const productName = products.find((p) => p.id === line.productId)?.name ?? '';
        return reason
          ? [{ __typename: 'RestrictedCartLine' as const, productId: line.productId, productName, reason }]
          : [];
      });
      return { data: { cartRestrictions } };
    },
    ...forever,
  };
}

export function orderOf(
  orderNumber: string,
  lines: Line[],
  { status = 'PENDING_APPROVAL' as OrderStatus, placedAt = '2026-11-20T15:30:00Z' } = {},
): OrderFieldsFragment {
  const cart = cartOf(lines);
  return {
    __typename: 'Order',
    orderNumber,
    placedAt,
    status,
    itemCount: cart.totals.itemCount,
    subtotal: cart.totals.subtotal,
    discount: 0,
    discounts: [],
    shipping: cart.totals.shipping,
    exciseTax: 0,
    awaitingIdentityVerification: false,
    taxes: [],
    savings: cart.totals.savings,
    total: cart.totals.total,
    shipTo: {
      __typename: 'OrderShipTo',
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '12 Analytical Way',
      city: 'Phoenix',
      state: 'AZ',
      stateName: 'Arizona',
      zipcode: '85001',
    },
    delivery: {
      __typename: 'OrderDelivery',
      method: 'STANDARD',
      name: cart.totals.shipping ? 'Standard shipping' : 'Free shipping',
      estimatedFrom: '2026-11-25',
      estimatedTo: '2026-11-27',
    },
    lines: lines.map((l, i) => ({
      __typename: 'OrderLine',
      id: String(i + 1),
      productId: l.product.id,
      name: l.product.name,
      category: l.product.category,
      subcategory: l.product.subcategory,
      quantity: l.quantity,
      unitPrice: l.product.price,
      lineTotal: l.product.price * l.quantity,
      compareAtPrice: l.product.compareAtPrice,
      saving: savingOf(l),
      discount: 0,
      product: { __typename: 'Product', id: l.product.id, slug: l.product.slug },
    })),
  } as OrderFieldsFragment;
}

type Summary = OrdersQuery['orders']['orders'][number];

export function orderSummary(n: number, status: OrderStatus = 'PENDING_APPROVAL'): Summary {
  return {
    __typename: 'OrderSummary',
    orderNumber: `ESI-${100000 + n}`,
    placedAt: '2026-11-20T15:30:00Z',
    itemCount: n,
    total: 1000 * n + 99,
    status,
  } as Summary;
}

export function ordersPage(
  orders: Summary[],
  {
    page = 1,
    pageSize = 10,
    total = orders.length,
    counters = { pending: 0, undelivered: 0, delivered: 0, refund: 0 },
  } = {},
): OrdersQuery {
  return {
    orders: {
      __typename: 'OrderPage',
      total,
      page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
      counters: { __typename: 'OrderCounters', ...counters },
      orders,
    },
  } as OrdersQuery;
}
