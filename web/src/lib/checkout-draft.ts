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

/**
 * The shipping address typed on the cart page, carried to checkout. Session storage only: it holds personal
 * data, so it ends with the tab and never lands in local storage.
 */
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

export function readCheckoutDraft(): AddressValues {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return EMPTY_ADDRESS;
    const stored = raw as Record<string, unknown>;
    const draft = { ...EMPTY_ADDRESS };
    for (const field of ADDRESS_FIELDS) {
      const value = stored[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    // Storage blocked or a damaged entry: start with an empty form.
    return EMPTY_ADDRESS;
  }
}

export function saveCheckoutDraft(values: AddressValues): void {
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage blocked (private mode, quota): the form still works, it just is not carried over.
  }
}

export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
