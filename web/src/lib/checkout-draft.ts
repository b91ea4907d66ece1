import { useSyncExternalStore } from 'react';
import type { DeliveryMethod } from '../graphql/__generated__/graphql';

/** The six fields of a shipping address form (cart page, checkout, account). */
export interface AddressValues {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  /** Two-letter state code from usStates. */
  state: string;
  zipcode: string;
}

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'address', 'city', 'state', 'zipcode'] as const;

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  zipcode: '',
};

/** What the shopper chose at checkout besides a typed address. */
export interface CheckoutChoices {
  /** A saved address's id; '' for the typed address; null while nothing was chosen (the default applies). */
  savedAddressId: string | null;
  /** Keep a typed address in the address book. */
  saveAddress: boolean;
  /** Make the address the default one. */
  makeDefault: boolean;
  delivery: DeliveryMethod;
}

export const NO_CHOICES: CheckoutChoices = {
  savedAddressId: null,
  saveAddress: true,
  makeDefault: false,
  delivery: 'STANDARD',
};

/**
 * A value kept in session storage for the tab, readable as a store: every component that shows it follows its
 * changes. Session storage only: it holds personal data, so it ends with the tab and never lands in local storage.
 */
function sessionValue<T extends object>(key: string, empty: T) {
  const listeners = new Set<() => void>();
  // The parsed value of the stored text, kept while the text is the same (a store's snapshot must be stable).
  let snapshot: { text: string | null; value: T } | undefined;
  // Where the value lives when storage refuses it (private mode, quota): the page works, the tab forgets.
  let memory: { text: string | null } | undefined;

  const stored = (): string | null => {
    if (memory) return memory.text;
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const store = (text: string | null) => {
    try {
      if (text === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, text);
      memory = undefined;
    } catch {
      memory = { text };
    }
    for (const listener of listeners) listener();
  };
  const parse = (text: string | null): T => {
    try {
      const raw: unknown = JSON.parse(text ?? 'null');
      if (!raw || typeof raw !== 'object') return empty;
      const fields = raw as Record<string, unknown>;
      const value: Record<string, unknown> = { ...(empty as Record<string, unknown>) };
      for (const [field, fallback] of Object.entries(empty)) {
        const candidate = fields[field];
        // A field keeps its type; a damaged or missing one falls back. A null default also takes a string.
        const fits = typeof candidate === typeof fallback || (fallback === null && typeof candidate === 'string');
        if (candidate !== undefined && fits) value[field] = candidate;
      }
      return value as T;
    } catch {
      // A damaged entry: start empty.
      return empty;
    }
  };
  const read = (): T => {
    const text = stored();
    if (snapshot?.text !== text) snapshot = { text, value: parse(text) };
    return snapshot.value;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    read,
    write: (value: T): void => store(JSON.stringify(value)),
    clear: (): void => store(null),
    use: (): T => useSyncExternalStore(subscribe, read),
  };
}

/** The shipping address typed on the cart page or at checkout. */
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';
const addressDraft = sessionValue<AddressValues>(CHECKOUT_DRAFT_KEY, EMPTY_ADDRESS);
const choices = sessionValue<CheckoutChoices>('checkoutChoices', NO_CHOICES);

export const readCheckoutDraft = addressDraft.read;
export const useCheckoutDraft = addressDraft.use;
export const useCheckoutChoices = choices.use;
export const saveCheckoutChoices = choices.write;

/** Keeps a typed address; typing one means it, not a saved address, is where the cart goes. */
export function saveCheckoutDraft(values: AddressValues): void {
  addressDraft.write(values);
  const chosen = choices.read();
  if (chosen.savedAddressId !== '') choices.write({ ...chosen, savedAddressId: '' });
}

/** After an order: nothing of this checkout is carried to the next. */
export function clearCheckoutDraft(): void {
  addressDraft.clear();
  choices.clear();
}
