import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { rovingIndex } from '../lib/roving-index';
import { ChevronDownIcon } from './icons';
import './accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** One panel open at a time: opening one closes the other, and a click on the open one closes it. */
  single?: boolean;
  /** The level of the headings that hold the buttons, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Ids of the panels open at first. */
  initiallyOpen?: readonly string[];
  className?: string;
}

/**
 * The WAI-ARIA accordion: each heading holds a button with aria-expanded that shows or hides its panel
 * (a labelled region). Enter and Space toggle; Up, Down, Home and End move between the headers.
 */
export function Accordion({ items, single = false, headingLevel = 3, initiallyOpen = [], className }: AccordionProps) {
  const [open, setOpen] = useState<readonly string[]>(initiallyOpen);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : single ? [id] : [...current, id],
    );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = rovingIndex(event.key, index, items.length, 'vertical');
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };

  return (
    <div className={className ? `accordion ${className}` : 'accordion'}>
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={expanded ? 'accordion__item is-open' : 'accordion__item'}>
            <Heading className="accordion__heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon className="accordion__chevron" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
