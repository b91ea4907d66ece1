import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { ShipDialog } from '../../web/admin/src/features/orders/order-step-dialogs';
import { OrderCarriersDocument } from '../../web/admin/src/graphql/__generated__/graphql';
import { NETWORK_MESSAGE } from '../../web/admin/src/lib/admin-errors';
import { renderWithProviders } from './render';

const renderShip = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(
    <ShipDialog orderNumber="ESI-100001" open onClose={() => {}} onShip={() => Promise.resolve()} />,
    { mocks },
  );

const carriers = (result: MockLink.MockedResponse['result'] | undefined, error?: Error): MockLink.MockedResponse => ({
  request: { query: OrderCarriersDocument, variables: { orderNumber: 'ESI-100001' } },
  ...(error ? { error } : { result }),
});

describe("the Ship dialog's carriers", () => {
  it('offers only the carriers that may take the parcel, and lists the others with why not', async () => {
    renderShip([
      carriers({
        data: {
          orderCarriers: [
            { __typename: 'CarrierChoiceView', id: '1', name: 'UPS', fit: true, reason: null },
            { __typename: 'CarrierChoiceView', id: '2', name: 'USPS', fit: false, reason: 'USPS: never vapour.' },
          ],
        },
      }),
    ]);
    const select = await screen.findByLabelText<HTMLSelectElement>('Carrier');
    expect([...select.options].map((o) => o.value)).toEqual(['UPS']);
    expect(screen.getByText('USPS: never vapour.')).toBeTruthy();
  });

  it('says the carriers could not be loaded, not that no carrier may take the order, when the list does not come', async () => {
    renderShip([carriers(undefined, new Error('offline'))]);
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_MESSAGE);
    expect(screen.queryByText(/No carrier may take this order/)).toBeNull();
  });
});
