import { type ReactNode, useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Breadcrumb, type Crumb } from '../../../components/breadcrumb';
import { NotFoundPage } from '../../../components/not-found-page';
import type { CardProduct } from '../../../components/product-card';
import { ProductGrid } from '../../../components/product-grid';
import { LoadError } from '../../../components/load-error';
import { SalePrice } from '../../../components/sale-price';
import { paths } from '../../../config/paths';
import { ProductPageDocument, type ProductPageQuery } from '../../../graphql/__generated__/graphql';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProductPageSkeleton } from './product-page-skeleton';
import { ProductGallery } from './product-gallery';
import { ProductSpecs } from './product-specs';
import { RestrictedStates } from './restricted-states';
import { StockStatus } from './stock-status';
import './product-page.css';

type PageProduct = NonNullable<ProductPageQuery['product']>;

/** What the purchase slot needs to know: which product, and how many are left. */
export type PurchaseProduct = Pick<PageProduct, 'id' | 'name' | 'stock'>;

export interface ProductPageProps {
  slug: string;
  /** The quantity stepper and ADD TO CART, given by the route that composes the cart. */
  renderPurchase?: (product: PurchaseProduct) => ReactNode;
  /** ADD TO CART on each related product's card. */
  renderProductAction?: (product: CardProduct) => ReactNode;
}

/** /products/{slug}: one product with its pictures, price, stock, specifications and related products. */
export function ProductPage({ slug, renderPurchase, renderProductAction }: ProductPageProps) {
  // The stock moves with every order: show the cached page at once, then the server's.
  const { data, loading, error, refetch } = useQuery(ProductPageDocument, {
    variables: { slug },
    fetchPolicy: 'cache-and-network',
  });
  if (data?.product) {
    return (
      <ProductDetails
        product={data.product}
        renderPurchase={renderPurchase}
        renderProductAction={renderProductAction}
      />
    );
  }
  if (loading) return <ProductPageSkeleton />;
  if (error) {
    return (
      <div className="product-page container">
        <LoadError error={error} onRetry={refetch} />
      </div>
    );
  }
  return <NotFoundPage />;
}

function ProductDetails({
  product,
  renderPurchase,
  renderProductAction,
}: { product: PageProduct } & Omit<ProductPageProps, 'slug'>) {
  useDocumentTitle(product.name);
  const titleId = useId();
  const crumbs: Crumb[] = [
    { label: 'Home', to: paths.home() },
    { label: product.category, to: paths.search({ category: product.category }) },
    ...(product.subcategory
      ? [{ label: product.subcategory, to: paths.productLine(product.subcategory, product.category) }]
      : []),
    { label: product.name },
  ];

  return (
    <article className="product-page container" aria-labelledby={titleId}>
      <Breadcrumb items={crumbs} />
      <div className="product-page__top">
        <ProductGallery name={product.name} pictures={product.gallery} />
        <div className="product-page__summary">
          <h1 id={titleId} className="product-page__name">
            {product.name}
          </h1>
          <p className="product-page__brand">
            by <Link to={paths.brand(product.brand)}>{product.brand}</Link>
          </p>
          <p className="product-page__price">
            <SalePrice {...product} />
          </p>
          <StockStatus availability={product.availability} stock={product.stock} />
          {renderPurchase?.({ id: product.id, name: product.name, stock: product.stock })}
          <RestrictedStates rules={product.restrictedStates} />
        </div>
      </div>

      <div className="product-page__details">
        <section aria-labelledby={`${titleId}-description`}>
          <h2 id={`${titleId}-description`}>Description</h2>
          <p>{product.description}</p>
        </section>
        <section aria-labelledby={`${titleId}-specs`}>
          <h2 id={`${titleId}-specs`}>Specifications</h2>
          <ProductSpecs product={product} />
        </section>
      </div>

      {product.related.length ? (
        <section className="product-page__related" aria-labelledby={`${titleId}-related`}>
          <h2 id={`${titleId}-related`}>You may also like</h2>
          <ProductGrid
            products={product.related}
            headingLevel={3}
            label="Related products"
            renderAction={renderProductAction}
          />
        </section>
      ) : null}
    </article>
  );
}
