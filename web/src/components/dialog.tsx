import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE, holdPageBehind } from '../lib/modal';
import './dialog.css';

export interface DialogProps {
  /** Rendered (into document.body) only while open. */
  open: boolean;
  /** The visible heading; it also names the dialog (aria-labelledby). */
  title: string;
  /** Escape, a click on the backdrop, or an action of the caller's. */
  onClose: () => void;
  /** The message; it describes the dialog (aria-describedby). */
  children?: ReactNode;
  /** The buttons at the bottom, e.g. Cancel and Logout. */
  actions?: ReactNode;
  /** "alertdialog" for a confirmation that interrupts the user (default "dialog"). */
  role?: 'dialog' | 'alertdialog';
  /** Focused on open; default: the first focusable element in the dialog, or the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Focused on close; default: the element that had focus when the dialog opened. */
  finalFocusRef?: RefObject<HTMLElement | null>;
  /** False while something runs that must not be interrupted: Escape and the backdrop then do nothing. */
  dismissible?: boolean;
  className?: string;
}

/**
 * A modal dialog: labelled by its title, focus moved in and kept inside (Tab cycles), Escape closes,
 * and focus goes back where it came from. The rest of the page is made inert while it is open, so
 * neither the pointer nor a screen reader reaches it.
 */
export function Dialog(props: DialogProps) {
  return props.open ? createPortal(<OpenDialog {...props} />, document.body) : null;
}

function OpenDialog({
  title,
  onClose,
  children,
  actions,
  role = 'dialog',
  initialFocusRef,
  finalFocusRef,
  dismissible = true,
  className,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // The latest focus targets, read when the dialog opens and closes (props may change while it is open).
  const focusTargets = useRef({ initialFocusRef, finalFocusRef });
  useEffect(() => {
    focusTargets.current = { initialFocusRef, finalFocusRef };
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The overlay is a child of <body>.
    const releasePage = holdPageBehind(panel.parentElement);

    const first = focusTargets.current.initialFocusRef?.current ?? panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    first.focus();

    return () => {
      releasePage();
      // Back to the opener, unless the caller names another target or the opener is gone (e.g. deleted).
      const target = focusTargets.current.finalFocusRef?.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="dialog-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissible) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={className ? `dialog ${className}` : 'dialog'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="dialog__body">
            {children}
          </div>
        ) : null}
        {actions ? <div className="dialog__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
