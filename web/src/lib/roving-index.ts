/**
 * The arrow keys of a WAI-ARIA composite (tabs, accordion headers): the index a key moves focus to among `count`
 * items, or null for any other key. Next and previous wrap around; Home and End go to the first and the last.
 */
export function rovingIndex(
  key: string,
  index: number,
  count: number,
  orientation: 'horizontal' | 'vertical',
): number | null {
  const [previous, next] = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (key === next) return (index + 1) % count;
  if (key === previous) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
