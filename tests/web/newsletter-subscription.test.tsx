import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { NewsletterBox } from '../../web/src/components/layout/newsletter-box';
import { useNewsletterSubscription } from '../../web/src/features/content/newsletter/use-newsletter-subscription';
import { SubscribeToNewsletterDocument } from '../../web/src/graphql/__generated__/graphql';
import { renderWithProviders } from './render';

function WiredBox() {
  return <NewsletterBox onSubscribe={useNewsletterSubscription()} />;
}

function subscribeMock(email: string, answer: object): MockLink.MockedResponse {
  return {
    request: { query: SubscribeToNewsletterDocument, variables: { email } },
    result: { data: { subscribeToNewsletter: answer } },
  };
}

const box = () => screen.getByLabelText('Sign up for our newsletter');
const send = () => userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('footer newsletter subscription', () => {
  it('subscribes the trimmed address and shows the confirmation', async () => {
    const confirmation = { __typename: 'Done', message: 'Thank you for subscribing to our newsletter!' };
    renderWithProviders(<WiredBox />, { mocks: [subscribeMock('shopper@example.com', confirmation)] });
    await userEvent.type(box(), '  shopper@example.com ');
    await send();
    expect(await screen.findByText('Thank you for subscribing to our newsletter!')).toBeTruthy();
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it('refuses an address that is not an e-mail before asking the server', async () => {
    renderWithProviders(<WiredBox />);
    // The form's own type="email" check would stop a browser; the hook checks too, for any caller.
    const form = box().closest('form')!;
    form.noValidate = true;
    await userEvent.type(box(), 'shopper@example');
    await send();
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    const refusal = {
      __typename: 'InputErrors',
      message: 'Please enter a valid e-mail address.',
      errors: [{ __typename: 'FieldError', field: 'email', code: 'INVALID_EMAIL', message: 'x' }],
    };
    renderWithProviders(<WiredBox />, { mocks: [subscribeMock('a@b.cd', refusal)] });
    await userEvent.type(box(), 'a@b.cd');
    await send();
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
  });
});
