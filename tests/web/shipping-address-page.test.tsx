import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DeleteShippingAddressDocument,
  SaveShippingAddressDocument,
  SetDefaultShippingAddressDocument,
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

/** The answer to saving a new address (`makeDefault` as the form sends it) or, with `id`, an edit. */
function saveMock(input: object, answer: object | Error, id?: string, makeDefault = false) {
  return {
    request: { query: SaveShippingAddressDocument, variables: id ? { input, id } : { input, makeDefault } },
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
      __typename: 'ShippingAddress' as const,
      id: 'a-2',
      stateName: 'California',
      isDefault: false,
      ...NEW_ADDRESS,
    };
    // A new address is followed by the list fetched again, in the API's order and with its defaults.
    await renderPage([saveMock(NEW_ADDRESS, saved), addressesMock([ADDRESS, saved])]);
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

describe('the address book', () => {
  const GRACE = {
    ...ADDRESS,
    id: 'a-2',
    firstName: 'Grace',
    lastName: 'Hopper',
    address: '1 Compiler Rd',
    city: 'Los Angeles',
    state: 'CA',
    stateName: 'California',
    zipcode: '90001',
    isDefault: false,
  };
  const cards = () => screen.getAllByRole('listitem');
  const deleteDialog = () => screen.getByRole('alertdialog', { name: 'Delete Address' });

  it('marks the default, listed first, with a badge, and offers Set as default on the others only', async () => {
    await renderPage([], [ADDRESS, GRACE]);
    const [ada, grace] = cards();
    expect(within(ada!).getByText('Default')).toBeTruthy();
    expect(within(ada!).queryByRole('button', { name: /as default$/ })).toBeNull();
    expect(within(grace!).queryByText('Default')).toBeNull();
    expect(
      within(grace!).getByRole('button', { name: 'Set address of Grace Hopper, 1 Compiler Rd as default' }),
    ).toBeTruthy();
  });

  it('Set as default calls the mutation and shows its answer: the new default first, with the badge', async () => {
    const setDefault = {
      request: { query: SetDefaultShippingAddressDocument, variables: { id: GRACE.id } },
      result: {
        data: {
          setDefaultShippingAddress: [
            { ...GRACE, isDefault: true },
            { ...ADDRESS, isDefault: false },
          ],
        },
      },
    };
    await renderPage([setDefault], [ADDRESS, GRACE]);
    await userEvent.click(screen.getByRole('button', { name: /^Set address of Grace Hopper/ }));
    expect(await screen.findByText('Default address changed.')).toBeTruthy();
    const [first, second] = cards();
    expect(first!.textContent).toContain('Grace Hopper');
    expect(within(first!).getByText('Default')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: /^Set address of Ada Lovelace/ })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Shipping Address' }));
  });

  it('asks before a delete, naming the address, saying it cannot be undone and what becomes of the default', async () => {
    await renderPage([], [ADDRESS, GRACE]);
    await userEvent.click(screen.getByRole('button', { name: /^Delete address of Ada Lovelace/ }));
    expect(deleteDialog().textContent).toBe(
      'Delete AddressAre you sure you want to delete the address of Ada Lovelace, 12 Analytical Way, Phoenix? ' +
        'This cannot be undone.It is your default address: your address book will have no default until you ' +
        'choose another.CancelDelete',
    );
    await userEvent.click(within(deleteDialog()).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: /^Delete address of Grace Hopper/ }));
    expect(deleteDialog().textContent).toContain('Grace Hopper, 1 Compiler Rd, Los Angeles? This cannot be undone.');
    expect(deleteDialog().textContent).not.toContain('default');
  });

  it('closes the delete confirmation on Escape, deleting nothing', async () => {
    await renderPage([], [ADDRESS, GRACE]);
    const deleteButton = screen.getByRole('button', { name: /^Delete address of Grace Hopper/ });
    await userEvent.click(deleteButton);
    expect(document.activeElement?.textContent).toBe('Cancel');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cards()).toHaveLength(2);
    expect(document.activeElement).toBe(deleteButton);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers "Make this my default address" on a new address, ticked only in an empty book, and sends it', async () => {
    const saved = { ...GRACE, isDefault: true };
    await renderPage(
      [saveMock(NEW_ADDRESS, saved, undefined, true), addressesMock([saved, { ...ADDRESS, isDefault: false }])],
      [ADDRESS],
    );
    await userEvent.click(screen.getByRole('button', { name: /^Edit/ }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add New Shipping Address' }));
    const makeDefault = screen.getByRole('checkbox', { name: 'Make this my default address' }) as HTMLInputElement;
    expect(makeDefault.checked).toBe(false);
    await fillNewAddress();
    await userEvent.click(makeDefault);
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await screen.findByText('Shipping address saved successfully!');
    expect(cards()[0]!.textContent).toMatch(/^DefaultGrace Hopper/);
  });

  it('ticks "Make this my default address" when the book is empty', async () => {
    await renderPage([], []);
    await userEvent.click(screen.getByRole('button', { name: 'Add New Shipping Address' }));
    expect((screen.getByRole('checkbox', { name: 'Make this my default address' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('says when the book is full, and shows the API’s reason when one more is refused', async () => {
    const book = Array.from({ length: 20 }, (_, n) => ({
      ...ADDRESS,
      id: `a-${n + 1}`,
      address: `${n + 1} Analytical Way`,
      isDefault: n === 0,
    }));
    const reason = 'You can save up to 20 addresses. Delete one to add another.';
    const full = inputErrors({ field: 'addressBook', code: 'ADDRESS_BOOK_FULL', message: reason });
    await renderPage([saveMock(NEW_ADDRESS, full)], book);
    const note = screen.getByText('Your address book is full (20 of 20). Delete an address to add another.');
    const add = screen.getByRole('button', { name: 'Add New Shipping Address' });
    expect(add.getAttribute('aria-describedby')).toBe(note.id);

    await userEvent.click(add);
    expect(screen.getByText(/^Your address book is full/)).toBeTruthy();
    await fillNewAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    const alert = await screen.findByText(reason);
    expect(alert.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Add New Shipping Address' })).toBeTruthy();
  });

  it('says so when a new address was saved already, and refuses an edit into a copy in the shop’s words', async () => {
    const copy = { ...NEW_ADDRESS, firstName: 'Ada', lastName: 'Lovelace', address: '1 Compiler Rd' };
    const { id: _id, __typename: _type, stateName: _name, isDefault: _default, ...grace } = GRACE;
    const duplicate = inputErrors({ field: 'addressBook', code: 'DUPLICATE_ADDRESS', message: 'API words.' });
    await renderPage(
      [saveMock(grace, GRACE), addressesMock([ADDRESS, GRACE]), saveMock(copy, duplicate, GRACE.id)],
      [ADDRESS, GRACE],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add New Shipping Address' }));
    await fillNewAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('That address is already in your address book.')).toBeTruthy();
    expect(cards()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: /^Edit address of Grace Hopper/ }));
    await userEvent.clear(field('First Name'));
    await userEvent.type(field('First Name'), 'Ada');
    await userEvent.clear(field('Last Name'));
    await userEvent.type(field('Last Name'), 'Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('You already saved this address.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Edit Shipping Address' })).toBeTruthy();
  });
});
