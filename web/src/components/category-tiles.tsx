import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import type { CategoryCardFieldsFragment } from '../graphql/__generated__/graphql';

export interface CategoryTilesProps {
  cards: readonly CategoryCardFieldsFragment[];
  /** Where a card leads (a category by its label, a product line under its parent). */
  href: (card: CategoryCardFieldsFragment) => string;
  /** The list's look, styled by the page (round pictures on the home page, tiles on /Collection). */
  className: string;
  linkClassName?: string;
  /** The picture's width and height in pixels. */
  imageSize: number;
}

/** Categories as links: each a picture (decorative, or the default one) and the label that names the link. */
export function CategoryTiles({ cards, href, className, linkClassName, imageSize }: CategoryTilesProps) {
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.id}>
          <Link to={href(card)} className={linkClassName}>
            <img
              src={card.pic ?? paths.defaultPicture()}
              alt=""
              width={imageSize}
              height={imageSize}
              loading="lazy"
              decoding="async"
            />
            <span>{card.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
