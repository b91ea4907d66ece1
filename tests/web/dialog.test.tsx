import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from '../../web/src/components/dialog';

function Harness({ withFinalFocus = false }: { withFinalFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const after = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <input aria-label="After" ref={after} />
      <Dialog
        open={open}
        title="Confirm Logout"
        onClose={() => setOpen(false)}
        finalFocusRef={withFinalFocus ? after : undefined}
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button">Logout</button>
          </>
        }
      >
        <p>Are you sure you want to logout?</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its message', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Logout' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Are you sure you want to logout?');
  });

  it('moves focus to its first control and keeps Tab and Shift+Tab inside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const logout = screen.getByRole('button', { name: 'Logout' });
    expect(document.activeElement).toBe(cancel);
    await userEvent.tab();
    expect(document.activeElement).toBe(logout);
    await userEvent.tab();
    expect(document.activeElement).toBe(cancel);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(logout);
  });

  it('closes with Escape and gives focus back to the control that opened it', async () => {
    render(<Harness />);
    const open = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(open);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('makes the rest of the page inert while open, and not afterwards', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(container.inert).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(container.inert).toBe(false);
  });

  it('can hand focus to another element when it closes', async () => {
    render(<Harness withFinalFocus />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'After' }));
  });
});
