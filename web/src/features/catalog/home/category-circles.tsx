import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { CategoryCardFieldsFragment } from '../../../graphql/__generated__/graphql';
import { type SectionData, SectionState } from './section-state';

/** The other-category circles: the label is shown and searched ("Pipes & Glass" is Glass). */
export function CategoryCircles({ data }: { data: SectionData<CategoryCardFieldsFragment> }) {
  return (
    <section className="section container" aria-labelledby="home-others-title">
      <h2 className="section__title" id="home-others-title">
        Shop by Category
      </h2>
      <SectionState data={data} emptyText="No categories found.">
        {(cards) => (
          <ul className="category-circles">
            {cards.map((card) => (
              <li key={card.id}>
                <Link to={paths.search({ category: card.label })} className="category-circles__link">
                  <img
                    src={card.pic ?? paths.defaultPicture()}
                    alt=""
                    width="120"
                    height="120"
                    loading="lazy"
                    decoding="async"
                  />
                  <span>{card.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </SectionState>
    </section>
  );
}
