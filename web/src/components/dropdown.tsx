import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon } from './icons';
import './dropdown.css';

export interface DropdownProps {
  label: string;
  /** The panel's content, usually a list of links. */
  children: ReactNode;
}

/**
 * A disclosure menu: a button with aria-expanded that shows a panel of links. Escape closes it and
 * gives focus back to the button; a click outside, leaving it with Tab, or following a link closes it.
 */
export function Dropdown({ label, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent) => {
    // Only when focus goes somewhere else on the page: a click on the panel's padding keeps it open.
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
  };

  const onPanelClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <div className={open ? 'dropdown is-open' : 'dropdown'} ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronDownIcon className="dropdown__chevron" />
      </button>
      <div id={panelId} className="dropdown__panel" hidden={!open} onClick={onPanelClick}>
        {children}
      </div>
    </div>
  );
}
