import { Link } from 'react-router-dom';
import './content-page.css';

export interface LinkCard {
  title: string;
  text: string;
  to: string;
}

export interface LinkCardsProps {
  cards: readonly LinkCard[];
  /** Columns on a wide screen (one on a phone, two on a tablet). */
  columns?: 3 | 4;
  /** 2 for a page's own list, 3 under a section's heading. */
  headingLevel?: 2 | 3;
}

/** A grid of pages to go to: each card a link with the page's title and a line about it. */
export function LinkCards({ cards, columns = 4, headingLevel = 2 }: LinkCardsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`card-grid card-grid--${columns}`}>
      {cards.map((card) => (
        <li key={card.to}>
          <Link to={card.to} className="info-card">
            <Heading>{card.title}</Heading>
            <p>{card.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
