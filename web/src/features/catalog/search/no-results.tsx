import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { EmptyText } from '../../../components/status-text';
import { paths } from '../../../config/paths';
import { PopularCategoriesDocument } from '../../../graphql/__generated__/graphql';

export interface NoResultsProps {
  /** The closest term the catalogue knows, when the search text found nothing. */
  didYouMean: string | null;
}

/** Nothing matched: the spec's words, "Did you mean …?" when a close term exists, and popular categories. */
export function NoResults({ didYouMean }: NoResultsProps) {
  // The home page's category circles: cached, and usually fetched already.
  const { data } = useQuery(PopularCategoriesDocument);
  const categories = [{ id: 'vapes', name: 'Vapes', label: 'Vapes' }, ...(data?.categoryCards ?? [])];
  return (
    <div className="no-results">
      <EmptyText>No product found</EmptyText>
      {didYouMean ? (
        <p className="no-results__suggestion">
          Did you mean <Link to={paths.search({ text: didYouMean })}>{didYouMean}</Link>?
        </p>
      ) : null}
      <nav aria-labelledby="no-results-categories" className="no-results__categories">
        <h2 id="no-results-categories">Popular categories</h2>
        <ul>
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={paths.search({ category: category.name })}>{category.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
