/** What can take focus inside a modal (dialog or drawer): its first focus and its Tab cycle. */
export const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * While a modal is open, the page behind it: everything beside the modal's root (a child of <body>) goes inert,
 * so neither the pointer nor a screen reader reaches it (what was inert already stays so), and the page does not
 * scroll. Returns what undoes it.
 */
export function holdPageBehind(root: Element | null): () => void {
  const madeInert = [...document.body.children].filter(
    (element): element is HTMLElement => element instanceof HTMLElement && element !== root && !element.inert,
  );
  for (const element of madeInert) element.inert = true;
  const overflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    for (const element of madeInert) element.inert = false;
    document.body.style.overflow = overflow;
  };
}
