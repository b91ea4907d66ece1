import { useEffect } from 'react';

export const SHOP_NAME = 'ESI Vape & Smoke Shop';

/** Sets the tab title for the page on screen ("Deals | ESI Vape & Smoke Shop"); no argument means the shop's name. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
}
