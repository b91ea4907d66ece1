import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../src/components/dialog';
import type { Permission } from '../graphql/__generated__/graphql';
import { adminPaths } from '../lib/paths';
import { useStaff } from '../lib/staff-session';

interface Jump {
  readonly label: string;
  readonly to: string;
}

const ORDER_NUMBER = /^(esi-?)?\d{4,}$/i;

/** Where a typed text can lead, among the places the staff member's role may go. */
export function jumpsFor(text: string, permissions: readonly Permission[]): Jump[] {
  const q = text.trim();
  if (!q) return [];
  const can = (p: Permission) => permissions.includes(p);
  const jumps: Jump[] = [];
  if (can('READ_ORDER') && ORDER_NUMBER.test(q)) {
    const number = q.toUpperCase().startsWith('ESI') ? q.toUpperCase().replace(/^ESI-?/, 'ESI-') : `ESI-${q}`;
    jumps.push({ label: `Open order ${number}`, to: adminPaths.order(number) });
  }
  const search = new URLSearchParams({ text: q }).toString();
  if (can('READ_ORDER')) jumps.push({ label: `Find orders matching “${q}”`, to: `${adminPaths.orders}?${search}` });
  if (can('READ_CATALOG'))
    jumps.push({ label: `Find products matching “${q}”`, to: `${adminPaths.products}?${search}` });
  if (can('READ_CUSTOMER'))
    jumps.push({ label: `Find customers matching “${q}”`, to: `${adminPaths.customers}?${search}` });
  return jumps;
}

/** Ctrl+K (⌘K on a Mac) from anywhere: jump to an order number, a product or a customer. */
export function CommandPalette() {
  const staff = useStaff();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const jumps = jumpsFor(text, staff?.permissions ?? []);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    setOpen(false);
    setText('');
    setActive(0);
  };
  const go = (jump: Jump | undefined) => {
    if (!jump) return;
    close();
    navigate(jump.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (jumps.length ? (i + step + jumps.length) % jumps.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(jumps[active]);
    }
  };

  return (
    <>
      <button type="button" className="btn btn--secondary admin-jump-button" onClick={() => setOpen(true)}>
        Jump to… <kbd>Ctrl K</kbd>
      </button>
      <Dialog open={open} title="Jump to" onClose={close} className="admin-palette">
        <label htmlFor={`${listId}-input`}>Order number, product or customer</label>
        <input
          id={`${listId}-input`}
          role="combobox"
          aria-expanded={jumps.length > 0}
          aria-controls={listId}
          aria-activedescendant={jumps.length ? `${listId}-${active}` : undefined}
          aria-autocomplete="list"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="Places to go" className="admin-palette-list">
          {jumps.map((jump, i) => (
            <li
              key={jump.to}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(event) => {
                event.preventDefault();
                go(jump);
              }}
            >
              {jump.label}
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
