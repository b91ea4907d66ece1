import { useQuery } from '@apollo/client/react';
import { CategoryTiles } from '../../components/category-tiles';
import { ContentPage } from '../../components/content-page';
import { type LinkCard, LinkCards } from '../../components/link-cards';
import { LoadError } from '../../components/load-error';
import { LoadingSkeleton } from '../../components/skeleton';
import { EmptyText } from '../../components/status-text';
import { paths } from '../../config/paths';
import { type CategoryCardFieldsFragment, CollectionsDocument } from '../../graphql/__generated__/graphql';
import { ListingLinks } from './listing-links';
import { TileGroupSkeleton } from './listing-skeletons';
import './lines/lines.css';

interface CollectionGroup {
  id: string;
  title: string;
  cards: readonly CategoryCardFieldsFragment[] | undefined;
  /** Product lines search under their parent; a top-level category by its label (Glass). */
  href: (card: CategoryCardFieldsFragment) => string;
}

/** Our product-line pages, between the catalogue's groups and the category pages. */
const LINE_PAGES: readonly LinkCard[] = [
  { title: 'Disposable Vapes', to: paths.disposableVape(), text: 'Ready out of the box, 5,000 to 40,000 puffs.' },
  { title: 'ORION BAR', to: paths.orianbar(), text: 'Ten thousand puffs in a slim rechargeable.' },
  { title: 'ESI PRO', to: paths.proDevice(), text: 'Our own refillable pod device.' },
  { title: 'Mid-Size Pod Kits', to: paths.midPodKit(), text: 'More battery, refillable pods.' },
  { title: 'Vape Kits', to: paths.vapeKit(), text: 'Pod and box-mod kits.' },
  { title: 'Vape Juice', to: paths.vapeJuice(), text: 'Freebase and nicotine salt e-liquids.' },
];

const lineHref = (card: CategoryCardFieldsFragment) => paths.productLine(card.name, card.parent);

/** /Collection: the shop's collections (the home page's card groups) and every category page. */
export function CollectionPage() {
  const { data, loading, error, refetch } = useQuery(CollectionsDocument);
  const groups: CollectionGroup[] = [
    { id: 'collection-top-vapes', title: 'Top Vapes', cards: data?.topVapes, href: lineHref },
    { id: 'collection-top-selling', title: 'Top Selling', cards: data?.topSelling, href: lineHref },
    {
      id: 'collection-others',
      title: 'Shop by Category',
      cards: data?.others,
      href: (card) => paths.search({ category: card.label }),
    },
  ];

  return (
    <ContentPage title="Collections" lead="Our best-loved product lines and categories, gathered in one place.">
      {loading && !data ? (
        <LoadingSkeleton tall>
          {groups.map((group) => (
            <TileGroupSkeleton key={group.id} title={group.title} />
          ))}
        </LoadingSkeleton>
      ) : null}
      {error && !data ? <LoadError lead="Error: " error={error} onRetry={refetch} /> : null}
      {data
        ? groups.map((group) => (
            <section key={group.id} className="content-section" aria-labelledby={group.id}>
              <h2 id={group.id}>{group.title}</h2>
              {group.cards?.length ? (
                <CategoryTiles cards={group.cards} href={group.href} className="grid-list tile-list" imageSize={160} />
              ) : (
                <EmptyText>No categories found.</EmptyText>
              )}
            </section>
          ))
        : null}
      <section className="content-section" aria-labelledby="collection-lines">
        <h2 id="collection-lines">Product lines</h2>
        <LinkCards cards={LINE_PAGES} columns={3} headingLevel={3} />
      </section>
      <ListingLinks headingId="collection-pages" title="Category pages" />
    </ContentPage>
  );
}
