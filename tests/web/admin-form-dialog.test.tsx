import { CombinedGraphQLErrors } from '@apollo/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from '../../web/admin/src/components/form-dialog';
import { NETWORK_MESSAGE } from '../../web/admin/src/lib/admin-errors';

/** A step the test settles by hand, to look at the dialog while it runs. */
function pendingStep() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const step = jest.fn(
    (_form: FormData) =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { step, settle: () => settle! };
}

function renderDialog(onSubmit: (form: FormData) => Promise<unknown>, onClose = jest.fn()) {
  render(
    <FormDialog open title="Ship the order" submitLabel="Mark shipped" onSubmit={onSubmit} onClose={onClose}>
      <input aria-label="Tracking number" name="trackingNumber" defaultValue="1Z" />
    </FormDialog>,
  );
  return onClose;
}

describe("the back office's form dialog (useAttempt, DialogActions)", () => {
  it('runs the step once with the form, says so while it runs, and closes when it is done', async () => {
    const { step, settle } = pendingStep();
    const onClose = renderDialog(step);
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(step.mock.calls[0]?.[0].get('trackingNumber')).toBe('1Z');
    expect((screen.getByRole('button', { name: 'Working…' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    settle().resolve();
    await screen.findByRole('button', { name: 'Mark shipped' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal in its words and stays open; Cancel clears it', async () => {
    const refusal = new CombinedGraphQLErrors({ data: null, errors: [{ message: 'The order is not approved.' }] });
    const onClose = renderDialog(() => Promise.reject(refusal));
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The order is not approved.');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the network message for a failure that is not the server’s', async () => {
    renderDialog(() => Promise.reject(new Error('offline')));
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_MESSAGE);
  });
});
