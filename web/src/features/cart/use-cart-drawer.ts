import { useState } from 'react';

/** Open state of the slide-in cart drawer: closed by default, opened by an add (spec section 4). */
export function useCartDrawer() {
  const [isOpen, setOpen] = useState(false);
  return { isOpen, open: () => setOpen(true), close: () => setOpen(false) };
}
