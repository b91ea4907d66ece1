import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { HistoryPanel } from '../../components/history-panel';
import { PageHeader } from '../../components/page-header';
import { AdminProductDocument, type ProductStatus } from '../../graphql/__generated__/graphql';
import { adminErrorMessage } from '../../lib/admin-errors';
import { useMay } from '../../lib/staff-session';
import { ProductForm } from './product-form';
import { StockPanel } from './stock-panel';
import { PageLoading } from '../../components/page-loading';

/** One product: its editor, its stock and ledger, its history; /admin/products/new creates one. */
export function Component() {
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const { data, error } = useQuery(AdminProductDocument, { variables: { id }, skip: creating });
  const mayAdjustStock = useMay('UPDATE_STOCK');
  if (creating) {
    return (
      <>
        <PageHeader title="New product" />
        <ProductForm product={null} />
      </>
    );
  }
  if (error) return <p role="alert">{adminErrorMessage(error)}</p>;
  if (!data) {
    return <PageLoading label="Loading the product…" />;
  }
  const { product } = data;
  if (!product) return <p role="alert">No product has the id {id}.</p>;
  return (
    <>
      <PageHeader title={product.name}>
        <ShopPresence product={product} />
      </PageHeader>
      <ProductForm product={product} />
      <StockPanel product={product} canAdjust={mayAdjustStock} />
      <HistoryPanel recordType="product" recordId={product.id} />
    </>
  );
}

/** Whether customers see the product now, and where: its status says, `published` whether it ever was there. */
function ShopPresence({ product }: { product: { status: ProductStatus; published: boolean; slug: string } }) {
  const page = `/products/${product.slug}`;
  if (product.status === 'ACTIVE') {
    return (
      <p className="admin-muted">
        In the shop: <a href={page}>{page}</a>
      </p>
    );
  }
  const why = product.status === 'DRAFT' ? 'a draft' : 'archived';
  return (
    <p className="admin-muted">
      Not in the shop: {why}
      {product.published ? `; it was at ${page} before.` : ', never in the shop yet.'}
    </p>
  );
}
