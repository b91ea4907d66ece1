import { render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import userEvent from '@testing-library/user-event';
import { PromotionCodeBox } from '../../web/src/components/promotion-code-box';
import {
  ApplyPromotionCodeDocument,
  type CartFieldsFragment,
  RemovePromotionCodeDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { cartOf, cartProduct } from './cart-fixtures';
import { renderWithProviders } from './render';

const cart = cartOf([{ product: cartProduct(1, 'Vape 1', 2000), quantity: 1 }]);
const withCode: CartFieldsFragment = {
  ...cart,
  codes: ['HELLO15'],
  discounts: [
    { __typename: 'AppliedDiscount', name: 'Newsletter 15', code: 'HELLO15', amount: 300, freeShipping: false },
  ],
};

const applied = (code: string, state?: string, zip: string | null = null) => ({
  request: { query: ApplyPromotionCodeDocument, variables: { code, state, zip } },
  result: { data: { applyPromotionCode: { __typename: 'CodeApplied' as const, cart: withCode } } },
});

const refused = (code: string, errorCode: string, message: string) => ({
  request: { query: ApplyPromotionCodeDocument, variables: { code, state: undefined, zip: null } },
  result: {
    data: {
      applyPromotionCode: {
        __typename: 'InputErrors' as const,
        message,
        errors: [{ __typename: 'FieldError' as const, field: 'code', code: errorCode, message }],
      },
    },
  },
});

const input = () => screen.getByLabelText('Discount code') as HTMLInputElement;

describe('the discount code box', () => {
  it('sends a code as typed, with checkout’s state, empties the box once it is taken and says so', async () => {
    renderWithProviders(<PromotionCodeBox cart={cart} state="NJ" />, { mocks: [applied('hello15', 'NJ')] });
    await userEvent.type(input(), 'hello15');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(input().value).toBe(''));
    expect(screen.queryByText(/code/i, { selector: '.form-field__error' })).toBeNull();
    // The totals change without a word: a polite status says so.
    expect(screen.getByRole('status').textContent).toBe('The code is applied: the totals show what it takes off.');
  });

  it('sends checkout’s ZIP with the code, so a city’s law judges it too; a half-typed ZIP is not sent', async () => {
    const view = renderWithProviders(<PromotionCodeBox cart={cart} state="RI" zip=" 02903-1234" />, {
      mocks: [applied('CITY10', 'RI', '02903-1234')],
    });
    await userEvent.type(input(), 'CITY10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(input().value).toBe(''));
    view.unmount();
    renderWithProviders(<PromotionCodeBox cart={cart} state="RI" zip="029" />, {
      mocks: [applied('CITY10', 'RI', null)],
    });
    await userEvent.type(input(), 'CITY10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(input().value).toBe(''));
  });

  it('lists the codes entered, each with a button that takes it out and says so', async () => {
    let removedCode = '';
    const removed = {
      request: { query: RemovePromotionCodeDocument, variables: { code: 'HELLO15', state: undefined, zip: null } },
      result: () => {
        removedCode = 'HELLO15';
        return { data: { removePromotionCode: cart } };
      },
    };
    renderWithProviders(<PromotionCodeBox cart={withCode} />, { mocks: [removed] });
    const list = screen.getByRole('list', { name: 'Codes entered' });
    expect(within(list).getByText('HELLO15')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove the code HELLO15' }));
    await waitFor(() => expect(removedCode).toBe('HELLO15'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The code HELLO15 is removed.'));
    // The Remove button goes with the code: the keyboard lands in the box, not at the top of the page.
    expect(document.activeElement).toBe(input());
  });

  it("shows the shop's plain answer under the box when a code is refused, and keeps what was typed", async () => {
    renderWithProviders(<PromotionCodeBox cart={cart} />, {
      mocks: [refused('SUMMER25', 'PROMOTION_CODE_EXPIRED', 'The code SUMMER25 has expired.')],
    });
    await userEvent.type(input(), 'SUMMER25');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The code SUMMER25 has expired.')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    // Focus goes back to the box, whose refusal a screen reader then reads (aria-describedby).
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(document.getElementById(input().getAttribute('aria-describedby')!)?.textContent).toBe(
      'The code SUMMER25 has expired.',
    );
    expect(input().value).toBe('SUMMER25');
  });

  it('says beside an entered code that gives nothing now why, and its Remove button is described by it', () => {
    const lapsed: CartFieldsFragment = {
      ...withCode,
      codes: ['HELLO15', 'SPRING10'],
      codeProblems: [{ __typename: 'CodeProblem', code: 'SPRING10', message: 'The code SPRING10 has expired.' }],
    };
    renderWithProviders(<PromotionCodeBox cart={lapsed} />);
    const [hello, spring] = within(screen.getByRole('list', { name: 'Codes entered' })).getAllByRole('listitem');
    expect(spring!.textContent).toBe('SPRING10RemoveThe code SPRING10 has expired.');
    expect(hello!.textContent).toBe('HELLO15Remove');
    expect(screen.getByRole('button', { name: 'Remove the code SPRING10' }).getAttribute('aria-describedby')).toBe(
      within(spring!).getByText('The code SPRING10 has expired.').id,
    );
    expect(
      screen.getByRole('button', { name: 'Remove the code SPRING10', description: 'The code SPRING10 has expired.' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the code HELLO15' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
  });

  it('reads out politely a sentence that appears when the cart changes, in the place already there', () => {
    // A wrapper, so the box is rendered again (not anew) with the changed cart.
    const view = render(<PromotionCodeBox cart={withCode} />, {
      wrapper: ({ children }) => <MockedProvider>{children}</MockedProvider>,
    });
    const region = document.querySelector('.promotion-code__why')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    const message = 'The code HELLO15 is for orders of $50.00 or more.';
    view.rerender(
      <PromotionCodeBox
        cart={{ ...withCode, codeProblems: [{ __typename: 'CodeProblem', code: 'HELLO15', message }] }}
      />,
    );
    expect(document.querySelector('.promotion-code__why')).toBe(region);
    expect(region.textContent).toBe(message);
  });

  it('shows the ship-to state’s answer at checkout rather than the cart’s', () => {
    const message = 'New Jersey law does not allow discounts on vapour products.';
    renderWithProviders(
      <PromotionCodeBox
        cart={withCode}
        state="NJ"
        codeProblems={[{ __typename: 'CodeProblem', code: 'HELLO15', message }]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove the code HELLO15', description: message })).toBeTruthy();
  });

  it('asks for a code before sending an empty one', async () => {
    renderWithProviders(<PromotionCodeBox cart={cart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter a discount code.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input()));
  });
});
