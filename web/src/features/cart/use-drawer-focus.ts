import { type RefObject, useEffect, useEffectEvent } from 'react';
import { FOCUSABLE, holdPageBehind } from '../../lib/modal';

/**
 * Modal behaviour of the slide-in drawer while it is mounted (open): focus moves in (to `[data-autofocus]`),
 * Tab and Shift+Tab cycle inside it, Escape closes it, the page behind is inert and does not scroll, and on
 * close focus goes back to what had it before (the ADD TO CART button that opened it).
 */
export function useDrawerFocus(panelRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (document.activeElement === first || !panel.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !panel.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // The drawer's root is a child of <body>.
    const releasePage = holdPageBehind(panel.parentElement);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      releasePage();
      if (previous?.isConnected) previous.focus();
    };
  }, [panelRef]);
}
