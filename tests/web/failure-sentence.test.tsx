import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import { LoadError } from '../../web/src/components/load-error';
import { FAILURE_SENTENCES, failureKind, failureSentence } from '../../web/src/lib/failure-sentence';

const refusal = (code: string, message = 'Raw words from the server.') =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });

/** Only the status and body matter to the sentence. */
const answer = (status: number) => ({ status }) as Response;

describe('failureSentence', () => {
  it('says the customer is offline when the request never left (fetch TypeError)', () => {
    const error = new TypeError('Failed to fetch');
    expect(failureKind(error)).toBe('offline');
    expect(failureSentence(error)).toBe('You appear to be offline. Check your connection and try again.');
  });

  it('says so when the browser knows it is offline, whatever the error', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(failureSentence(new Error('socket hang up'))).toBe(FAILURE_SENTENCES.offline);
    } finally {
      onLine.mockRestore();
    }
  });

  it('says the shop is busy for a 503, with or without a GraphQL body, and for SERVICE_UNAVAILABLE', () => {
    const busy = 'The shop is busy right now. Please try again in a moment.';
    const body = JSON.stringify({
      errors: [{ message: 'pool exhausted', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });
    expect(failureSentence(new ServerError('Response not successful', { response: answer(503), bodyText: body }))).toBe(
      busy,
    );
    expect(
      failureSentence(new ServerParseError(new SyntaxError('<html>'), { response: answer(503), bodyText: '' })),
    ).toBe(busy);
    expect(failureSentence(refusal('SERVICE_UNAVAILABLE'))).toBe(busy);
  });

  it("answers a known code with the shop's sentence, and keeps the API's where it names the specifics", () => {
    expect(failureSentence(refusal('UNAUTHENTICATED'))).toBe('Your session has ended. Please log in again.');
    const wait = 'Too many attempts. Please wait 5 minutes and try again.';
    expect(failureSentence(refusal('RATE_LIMITED', wait))).toBe(wait);
    expect(failureKind(refusal('RATE_LIMITED', wait))).toBe('refused');
  });

  it('never shows raw text: an unknown code, a server bug or a bare error is our fault, said plainly', () => {
    const ours = 'Something went wrong on our side. Please try again.';
    for (const error of [
      refusal('INTERNAL_SERVER_ERROR', 'relation "cart" does not exist'),
      refusal('SOMETHING_NEW'),
      new ServerError('Response not successful: Received status code 500', { response: answer(500), bodyText: '' }),
      new Error('Failed to fetch'),
      'a string',
    ]) {
      expect(failureSentence(error)).toBe(ours);
    }
  });
});

describe('LoadError', () => {
  it('shows the sentence after the lead, and Try again asks again', async () => {
    const retry = jest.fn();
    render(<LoadError lead="Error fetching orders: " error={new TypeError('Failed to fetch')} onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Error fetching orders: You appear to be offline. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('retries by itself when the browser comes back online, only after a network failure', () => {
    const retry = jest.fn();
    const { rerender } = render(<LoadError error={new TypeError('Failed to fetch')} onRetry={retry} />);
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
    rerender(<LoadError error={refusal('INTERNAL_SERVER_ERROR')} onRetry={retry} />);
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no button without a way to retry', () => {
    render(<LoadError error={new Error('x')} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
