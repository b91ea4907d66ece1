import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/content-page';
import { LoadError } from '../../components/load-error';
import { LoadingSkeleton } from '../../components/skeleton';
import { EmptyText } from '../../components/status-text';
import { paths } from '../../config/paths';
import { CategoryIndexDocument } from '../../graphql/__generated__/graphql';
import { ListingLinks } from './listing-links';
import { IndexGroupsSkeleton } from './listing-skeletons';
import './lines/lines.css';

/** /MenuList (and /SideBar): every category and subcategory of the catalogue, each linking to its products. */
export function MenuListPage() {
  const { data, loading, error, refetch } = useQuery(CategoryIndexDocument);
  const categories = data?.categoryIndex;

  return (
    <ContentPage
      title="All Categories"
      lead="Every category we carry, A to Z of the shop. Pick one to see its products."
    >
      {loading && !categories ? (
        <LoadingSkeleton tall>
          <IndexGroupsSkeleton />
        </LoadingSkeleton>
      ) : error && !categories ? (
        <LoadError lead="Error: " error={error} onRetry={refetch} />
      ) : !categories?.length ? (
        <EmptyText>No categories found.</EmptyText>
      ) : (
        <ul className="index-groups">
          {categories.map((category) => (
            <li key={category.name} className="index-group">
              <h2>
                <Link to={paths.search({ category: category.name })}>{category.label}</Link>
              </h2>
              {category.children.length ? (
                <ul aria-label={`${category.label} subcategories`}>
                  {category.children.map((child) => (
                    <li key={child.name}>
                      <Link to={paths.search({ category: category.name, subcategory: child.name })}>{child.label}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ListingLinks headingId="menu-list-pages" title="Category pages" />
    </ContentPage>
  );
}
