import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DeleteShippingAddressDocument,
  SaveShippingAddressDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { ShippingAddressPage } from '../../web/src/features/account/addresses/shipping-address-page';
import { ADDRESS, addressesMock, inputErrors, renderRoutes, type Mocks } from './account-fixtures';

const NEW_ADDRESS = {
  firstName: 'Grace',
  lastName: 'Hopper',
  address: '1 Compiler Rd',
  city: 'Los Angeles',
  state: 'CA',
  zipcode: '90001',
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function saveMock(input: object, answer: object | Error, id?: string) {
  return {
    request: { query: SaveShippingAddressDocument, variables: { input, id } },
    ...(answer instanceof Error ? { error: answer } : { result: { data: { saveShippingAddress: answer } } }),
  };
}

async function renderPage(mocks: Mocks = [], addresses = [ADDRESS]) {
  const view = renderRoutes({ '*': <ShippingAddressPage /> }, { mocks: [addressesMock(addresses), ...mocks] });
  await screen.findByRole('button', { name: 'Add New Shipping Address' });
  return view;
}

async function fillNewAddress() {
  await userEvent.type(field('First Name'), NEW_ADDRESS.firstName);
  await userEvent.type(field('Last Name'), NEW_ADDRESS.lastName);
  await userEvent.type(field('Address'), NEW_ADDRESS.address);
  await userEvent.type(field('City'), NEW_ADDRESS.city);
  await userEvent.selectOptions(field('State'), 'California');
  await userEvent.type(field('ZIP Code'), NEW_ADDRESS.zipcode);
}

describe('Shipping address page', () => {
  it('lists each address as a card with name, address, city, state and ZIP', async () => {
    await renderPage();
    const card = screen.getByRole('listitem');
    expect(card.textContent).toContain('Ada Lovelace');
    expect(card.textContent).toContain('12 Analytical Way');
    expect(card.textContent).toContain('Phoenix, Arizona 85001');
    expect(within(card).getByRole('button', { name: /^Edit/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^Delete/ })).toBeTruthy();
  });

  it('says so when there is no address yet', async () => {
    await renderPage([], []);
    expect(screen.getByText('You have no saved shipping addresses yet.')).toBeTruthy();
  });

  it('requires all six fields and offers the states in a "Select State" list', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add New Shipping Address' }));
    const state = field('State') as unknown as HTMLSelectElement;
    expect([...state.options].map((option) => option.text)).toEqual(['Select State', 'Arizona', 'California']);
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    for (const label of ['First Name', 'Last Name', 'Address', 'City', 'State', 'ZIP Code']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getAllByText('This field is required')).toHaveLength(6);
    expect(document.activeElement).toBe(field('First Name'));
  });

  it('saves a new address, goes back to the list and says "Shipping address saved successfully!"', async () => {
    const saved = {
      __typename: 'ShippingAddress',
      id: 'a-2',
      stateName: 'California',
      isDefault: false,
      ...NEW_ADDRESS,
    };
    await renderPage([saveMock(NEW_ADDRESS, saved)]);
    await userEvent.click(screen.getByRole('button', { name: 'Add New Shipping Address' }));
    await fillNewAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    const status = await screen.findByText('Shipping address saved successfully!');
    expect(status.closest('[role="status"]')).not.toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]?.textContent).toContain('Grace Hopper');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Shipping Address' }));
  });

  it('edits an address in the form filled with it', async () => {
    const { id: _id, __typename: _type, stateName: _name, isDefault: _default, ...stored } = ADDRESS;
    const changes = { ...stored, city: 'Tucson' };
    const saved = { ...ADDRESS, city: 'Tucson' };
    await renderPage([saveMock(changes, saved, ADDRESS.id)]);
    await userEvent.click(screen.getByRole('button', { name: /^Edit/ }));
    expect(screen.getByRole('heading', { name: 'Edit Shipping Address' })).toBeTruthy();
    expect(field('State').value).toBe('AZ');
    await userEvent.clear(field('City'));
    await userEvent.type(field('City'), 'Tucson');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Shipping address saved successfully!');
    expect(screen.getByRole('listitem').textContent).toContain('Tucson, Arizona 85001');
  });

  it('shows the API refusal at its field, and "Failed to save address" when saving fails', async () => {
    const zip = inputErrors({ field: 'zipcode', code: 'INVALID_ZIP', message: 'Please enter a 5-digit ZIP code.' });
    await renderPage([saveMock(NEW_ADDRESS, zip), saveMock(NEW_ADDRESS, new TypeError('Failed to fetch'))]);
    await userEvent.click(screen.getByRole('button', { name: 'Add New Shipping Address' }));
    await fillNewAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Please enter a 5-digit ZIP code.')).toBeTruthy();
    expect(document.activeElement).toBe(field('ZIP Code'));

    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    const failed = await screen.findByText('Failed to save address');
    expect(failed.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Add New Shipping Address' })).toBeTruthy();
  });

  it('asks before deleting, and Delete removes the card', async () => {
    const deleted = {
      request: { query: DeleteShippingAddressDocument, variables: { id: ADDRESS.id } },
      result: { data: { deleteShippingAddress: ADDRESS.id } },
    };
    await renderPage([deleted]);
    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete Address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete Address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no saved shipping addresses yet.')).toBeTruthy();
    expect(screen.getByText('Shipping address deleted.')).toBeTruthy();
  });
});
