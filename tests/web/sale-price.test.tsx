import { screen, within } from '@testing-library/react';
import { ProductCard } from '../../web/src/components/product-card';
import { Component as OrderRoute } from '../../web/src/app/routes/order.route';
import { CartPageLine } from '../../web/src/features/cart/cart-page-line';
import { ReviewStep } from '../../web/src/features/checkout/review-step';
import {
  type CartFieldsFragment,
  DeliveryOptionsDocument,
  OrderPageDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { cartOf, cartProduct, orderOf } from './cart-fixtures';
import { product } from './fixtures';
import { renderWithProviders } from './render';

/** $19.99, was $24.99: 20% off. */
const onSale = cartProduct(7, 'Geek Bar Pulse Blue Razz Ice', 1999, 2499);
const fullPrice = cartProduct(8, 'Glass Spoon Pipe', 2500);
const lines = [
  { product: onSale, quantity: 2 },
  { product: fullPrice, quantity: 1 },
];

type CartLine = CartFieldsFragment['lines'][number];

const struck = () => document.querySelectorAll('s').length;

describe('a product on sale', () => {
  it('shows on its card the former price struck through, the price and the percentage off', () => {
    renderWithProviders(<ProductCard product={product(1, 'Raz TN9000 Mint', 1999, 2499)} headingLevel={2} />);
    const price = document.querySelector('.product-card__price')!;
    expect(price.textContent).toBe('Was $24.99 now $19.9920% off');
    expect(within(price as HTMLElement).getByText('$24.99').tagName).toBe('S');
  });

  it('shows one price on the card of a product not on sale', () => {
    renderWithProviders(<ProductCard product={product(2, 'Raz TN9000 Grape', 1999)} headingLevel={2} />);
    expect(document.querySelector('.product-card__price')!.textContent).toBe('$19.99');
    expect(struck()).toBe(0);
  });

  it('shows on a cart line the price each, the former one struck, and what the line saves', () => {
    const [sale, plain] = cartOf(lines).lines as [CartLine, CartLine];
    renderWithProviders(
      <ul>
        <CartPageLine line={sale} />
        <CartPageLine line={plain} />
      </ul>,
    );
    expect([...document.querySelectorAll('.cart-page-line__price')].map((p) => p.textContent)).toEqual([
      'Was $24.99 now $19.99 each You save $10.00',
      '$25.00 each ',
    ]);
  });

  it('shows each review line with its price, the former one struck, what it saves, and the savings in the totals', () => {
    renderWithProviders(
      <ReviewStep
        cart={cartOf(lines)}
        totals={cartOf(lines).totals}
        shipTo={{
          firstName: 'Ada',
          lastName: 'Lovelace',
          address: '12 Analytical Way',
          city: 'Phoenix',
          state: 'AZ',
          zipcode: '85004',
        }}
        stateName="Arizona"
        delivery="STANDARD"
        restrictions={{ lines: [], reasonFor: () => undefined }}
        failure={null}
        placing={false}
        onPlace={() => undefined}
      />,
      // The delivery block is not what this test is about.
      { mocks: [{ request: { query: DeliveryOptionsDocument }, result: { data: { deliveryOptions: [] } } }] },
    );
    const rows = within(screen.getByRole('table', { name: 'Items in your order' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Geek Bar Pulse Blue Razz IceWas $24.99 now $19.99You save $10.002$39.98',
      'Glass Spoon Pipe$25.001$25.00',
    ]);
    expect(struck()).toBe(1);
    expect(screen.getByText('You save', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$10.00');
  });

  it('shows on the order page the price it was sold at, the former one struck, and the saving', async () => {
    const placed = orderOf('ESI-100001', lines);
    const payment = {
      __typename: 'OrderPayment',
      state: 'AUTHORIZED',
      authorized: placed.total,
      charged: 0,
      refunded: 0,
      due: placed.total,
      brand: 'Visa',
      lastFour: '1111',
      refunds: [],
    };
    const order = { ...placed, timeline: [], payment };
    renderWithProviders(<OrderRoute />, {
      url: '/app/orders/ESI-100001',
      paths: ['/app/orders/:orderNumber'],
      mocks: [
        {
          request: { query: OrderPageDocument, variables: { orderNumber: 'ESI-100001' } },
          result: { data: { order } },
        },
      ],
    });
    const items = await screen.findByRole('table', { name: 'Items in order ESI-100001' });
    expect(
      within(items)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Geek Bar Pulse Blue Razz Ice2Was $24.99 now $19.99You save $10.00$39.98',
      'Glass Spoon Pipe1$25.00$25.00',
    ]);
    expect(screen.getByText('You save', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$10.00');
  });
});
