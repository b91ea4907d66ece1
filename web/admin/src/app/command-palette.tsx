import { useQuery } from '@apollo/client/react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../src/components/dialog';
import { useDebouncedValue } from '../../../src/lib/use-debounced-value';
import { AdminProductsDocument, CustomersDocument, type Permission } from '../graphql/__generated__/graphql';
import { adminPaths } from '../lib/paths';
import { useStaff } from '../lib/staff-session';

interface Jump {
  readonly label: string;
  readonly to: string;
}

const ORDER_NUMBER = /^(esi-?)?\d{4,}$/i;
/** Records found as the text is typed: a few of each kind, from this many characters. */
const FOUND = { page: 1, pageSize: 5 };
const MIN_SEARCH = 2;

/** Where a typed text can lead, among the places the staff member's role may go: an order it names, and lists. */
export function jumpsFor(text: string, permissions: readonly Permission[]): { order?: Jump; lists: Jump[] } {
  const q = text.trim();
  if (!q) return { lists: [] };
  const can = (p: Permission) => permissions.includes(p);
  let order: Jump | undefined;
  if (can('READ_ORDER') && ORDER_NUMBER.test(q)) {
    const number = q.toUpperCase().startsWith('ESI') ? q.toUpperCase().replace(/^ESI-?/, 'ESI-') : `ESI-${q}`;
    order = { label: `Open order ${number}`, to: adminPaths.order(number) };
  }
  const jumps: Jump[] = [];
  const search = new URLSearchParams({ text: q }).toString();
  if (can('READ_ORDER')) jumps.push({ label: `Find orders matching “${q}”`, to: `${adminPaths.orders}?${search}` });
  if (can('READ_CATALOG'))
    jumps.push({ label: `Find products matching “${q}”`, to: `${adminPaths.products}?${search}` });
  if (can('READ_CUSTOMER'))
    jumps.push({ label: `Find customers matching “${q}”`, to: `${adminPaths.customers}?${search}` });
  return { order, lists: jumps };
}

/**
 * Ctrl+K (⌘K on a Mac) from anywhere: jump to an order number, or to a product or a customer found as the text is
 * typed (the lists' own searches), or to the orders, products or customers matching the text.
 */
export function CommandPalette() {
  const staff = useStaff();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const permissions = staff?.permissions ?? [];
  const searched = useDebouncedValue(text.trim(), 200);
  const searching = open && searched.length >= MIN_SEARCH;
  const products = useQuery(AdminProductsDocument, {
    variables: { filter: { text: searched }, page: FOUND },
    skip: !searching || !permissions.includes('READ_CATALOG'),
  });
  const customers = useQuery(CustomersDocument, {
    variables: { text: searched, page: FOUND },
    skip: !searching || !permissions.includes('READ_CUSTOMER'),
  });
  const { order, lists } = jumpsFor(text, permissions);
  const found: Jump[] = searching
    ? [
        ...(products.data?.products.products ?? []).map((p) => ({
          label: `Product: ${p.name}`,
          to: adminPaths.product(p.id),
        })),
        ...(customers.data?.customers.customers ?? []).map((c) => ({
          label: `Customer: ${c.firstName} ${c.lastName} (${c.email})`,
          to: adminPaths.customer(c.id),
        })),
      ]
    : [];
  // An order number first, then the records found, then the lists matching the text.
  const jumps = [...(order ? [order] : []), ...found, ...lists];
  const busy = products.loading || customers.loading;

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
      go(jumps[Math.min(active, jumps.length - 1)]);
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
        <p role="status" className="visually-hidden">
          {busy ? 'Searching…' : text.trim() ? `${jumps.length} places to go` : ''}
        </p>
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
