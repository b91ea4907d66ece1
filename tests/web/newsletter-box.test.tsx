import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterBox } from '../../web/src/components/layout/newsletter-box';

describe('NewsletterBox', () => {
  it('is not shown until someone handles subscriptions', () => {
    const { container } = render(<NewsletterBox />);
    expect(container.innerHTML).toBe('');
  });

  it('sends the trimmed address and shows the answer', async () => {
    const onSubscribe = jest.fn(async (email: string) => `Thanks, ${email}!`);
    render(<NewsletterBox onSubscribe={onSubscribe} />);
    await userEvent.type(screen.getByLabelText('Sign up for our newsletter'), 'shopper@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalledWith('shopper@example.com');
    expect(await screen.findByText('Thanks, shopper@example.com!')).toBeTruthy();
  });
});
