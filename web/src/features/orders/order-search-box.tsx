import { useEffect, useEffectEvent, useState } from 'react';
import { TextField } from '../../components/form-field';

/** How long typing pauses before the search runs. */
export const SEARCH_DELAY_MS = 350;

export interface OrderSearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (text: string) => void;
}

/** "Search Order": by order number or item name, run once typing pauses. */
export function OrderSearchBox({ value, onSearch }: OrderSearchBoxProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // Back or a link changed the URL: show its search (while the box keeps focus, it is never remounted).
  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }

  const search = useEffectEvent(onSearch);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => search(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="order-search">
      <TextField
        label="Search Order"
        type="search"
        placeholder="Order number or item"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
