import { useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { PageSizeSelect } from '../../components/page-size-select';
import { ResultsError } from '../../components/results-error';
import { EmptyText } from '../../components/status-text';
import { OrdersDocument } from '../../graphql/__generated__/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OrderCounters } from './order-counters';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderSearchBox } from './order-search-box';
import { OrderTable } from './order-table';
import { OrderTableSkeleton } from './order-table-skeleton';
import { PageButtons } from './page-buttons';
import { ORDER_PAGE_SIZES, useOrdersParams } from './use-orders-params';
import './dashboard-page.css';
import './order-status.css';

/**
 * /app/dashboard/ (inside the account area's guarded layout): the four counters, the order table with search,
 * page size and numbered pages (all in the URL), and the details dialog of a chosen order.
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { search, page, pageSize, setSearch, setPage, setPageSize } = useOrdersParams();
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const { data, previousData, loading, error, refetch } = useQuery(OrdersDocument, {
    variables: { search: search || null, page, pageSize },
    // Staff move orders along their states: each visit asks again, showing the cached page meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  // While the next page or search loads, the last answer stays on screen instead of a blank flash.
  const result = (data ?? previousData)?.orders;

  const goToPage = (next: number) => {
    setPage(next);
    resultsRef.current?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="dashboard__title">
        Dashboard
      </h1>
      <OrderCounters counters={result?.counters} />

      <div className="dashboard__toolbar">
        <OrderSearchBox value={search} onSearch={setSearch} />
        <PageSizeSelect label="Show" sizes={ORDER_PAGE_SIZES} value={pageSize} onChange={setPageSize} />
      </div>

      <div className="dashboard__results" ref={resultsRef} aria-busy={loading}>
        {error && !data ? (
          <ResultsError
            lead="Error fetching orders: "
            error={error}
            onRetry={refetch}
            page={page}
            onFirstPage={() => setPage(1)}
          />
        ) : !result ? (
          <OrderTableSkeleton />
        ) : result.orders.length === 0 ? (
          <EmptyText>No orders found.</EmptyText>
        ) : (
          <>
            <p className="dashboard__count" aria-live="polite">
              {result.total} {result.total === 1 ? 'order' : 'orders'}
              {search ? ` matching “${search}”` : ''}
            </p>
            <OrderTable orders={result.orders} onOpen={setOpenOrder} />
            <PageButtons page={result.page} pageCount={result.pageCount} onPageChange={goToPage} />
          </>
        )}
      </div>
      <OrderDetailsDialog orderNumber={openOrder} onClose={() => setOpenOrder(null)} />
    </section>
  );
}
