import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { CategoryCardFieldsFragment } from '../../../graphql/__generated__/graphql';
import { CategoryCardsSkeleton } from './home-skeletons';
import { type SectionData, SectionState } from './section-state';

export interface CategoryCardsProps {
  id: string;
  title: string;
  data: SectionData<CategoryCardFieldsFragment>;
  emptyText: string;
}

/** Product-line cards (Top Vapes, the disposable grid): picture and name, linking /SearchProduct/Vapes/{name}. */
export function CategoryCards({ id, title, data, emptyText }: CategoryCardsProps) {
  return (
    <section className="section container" aria-labelledby={id}>
      <h2 className="section__title" id={id}>
        {title}
      </h2>
      <SectionState data={data} emptyText={emptyText} skeleton={<CategoryCardsSkeleton />}>
        {(cards) => (
          <ul className="category-cards">
            {cards.map((card) => (
              <li key={card.id}>
                <Link to={paths.productLine(card.name, card.parent)} className="category-cards__link">
                  <span className="category-cards__media">
                    <img
                      src={card.pic ?? paths.defaultPicture()}
                      alt=""
                      width="200"
                      height="200"
                      loading="lazy"
                      decoding="async"
                    />
                  </span>
                  <span className="category-cards__name">{card.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </SectionState>
    </section>
  );
}
