import { CategoryTiles } from '../../../components/category-tiles';
import { paths } from '../../../config/paths';
import type { CategoryCardFieldsFragment } from '../../../graphql/__generated__/graphql';
import { CategoryCirclesSkeleton } from './home-skeletons';
import { type SectionData, SectionState } from './section-state';

/** The other-category circles: the label is shown and searched ("Pipes & Glass" is Glass). */
export function CategoryCircles({ data }: { data: SectionData<CategoryCardFieldsFragment> }) {
  return (
    <section className="section container" aria-labelledby="home-others-title">
      <h2 className="section__title" id="home-others-title">
        Shop by Category
      </h2>
      <SectionState data={data} emptyText="No categories found." skeleton={<CategoryCirclesSkeleton />}>
        {(cards) => (
          <CategoryTiles
            cards={cards}
            href={(card) => paths.search({ category: card.label })}
            className="category-circles"
            linkClassName="category-circles__link"
            imageSize={120}
          />
        )}
      </SectionState>
    </section>
  );
}
