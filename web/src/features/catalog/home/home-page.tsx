import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import type { CardProduct } from '../../../components/product-card';
import { HomePageDocument } from '../../../graphql/__generated__/graphql';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BlogTeasers } from './blog-teasers';
import { BrandBanner } from './brand-banner';
import { CategoryCards } from './category-cards';
import { CategoryCircles } from './category-circles';
import { CategoryNav } from './category-nav';
import { HeroBanner } from './hero-banner';
import { Testimonials } from './testimonials';
import { VapeKitTabs } from './vape-kit-tabs';
import './home-page.css';

export interface HomePageProps {
  /** The call to action of each vape-kit product card (ADD TO CART), given by the route that composes the cart. */
  renderProductAction?: (product: CardProduct) => ReactNode;
}

/** Home, top to bottom as spec section 2 lists it; one query feeds every data section. */
export function HomePage({ renderProductAction }: HomePageProps = {}) {
  useDocumentTitle();
  const { data, loading, error, refetch } = useQuery(HomePageDocument, { errorPolicy: 'all' });
  const state = { loading, error, onRetry: refetch };

  return (
    <>
      <h1 className="visually-hidden">ESI Vape &amp; Smoke Shop</h1>
      <CategoryNav />
      <HeroBanner largestSavingPercent={loading ? undefined : (data?.saleSummary.largestSavingPercent ?? null)} />
      <CategoryCircles data={{ ...state, items: data?.others }} />
      <CategoryCards
        id="home-top-vapes-title"
        title="Top Vapes"
        data={{ ...state, items: data?.topVapes }}
        emptyText="No categories found."
      />
      <VapeKitTabs tabs={data?.vapeKitTabs} loading={loading} renderProductAction={renderProductAction} />
      <CategoryCards
        id="home-disposables-title"
        title="Disposable Vapes"
        data={{ ...state, items: data?.topSelling }}
        emptyText="No products found."
      />
      <BrandBanner />
      <BlogTeasers />
      <Testimonials />
    </>
  );
}
