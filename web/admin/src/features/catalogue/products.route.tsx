import { useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SelectField, TextField } from '../../../../src/components/form-field';
import { AdminList, FilterButtons, FilterForm } from '../../components/admin-list';
import { PageHeader } from '../../components/page-header';
import { AdminProductsDocument, ProductLookupsDocument, type ProductStatus } from '../../graphql/__generated__/graphql';
import { adminPaths, exportUrl } from '../../lib/paths';
import { useListParams } from '../../lib/use-list-params';
import { STATUS_LABELS } from './product-labels';
import { formatMoney } from '../../../../src/lib/format-money';

const PAGE_SIZE = 50;
const COLUMNS = ['Product', 'Brand', 'Category', 'Status', 'Price', 'Stock'];
const FILTER_NAMES = ['text', 'category', 'brand', 'status', 'sale', 'low'] as const;
const yesNo = (value: string): boolean | null => (value === 'yes' ? true : value === 'no' ? false : null);

/** Every product of every status: the shop's search, filters in the URL, a page at a time. */
export function Component() {
  const { params, get, page, set, setPage, submitFilters } = useListParams();
  const lookups = useQuery(ProductLookupsDocument);
  const filter = {
    text: get('text') || null,
    category: get('category') || null,
    brand: get('brand') || null,
    status: (get('status') || null) as ProductStatus | null,
    onSale: yesNo(get('sale')),
    lowStock: yesNo(get('low')),
  };
  const { data, loading, error } = useQuery(AdminProductsDocument, {
    variables: { filter, page: { page, pageSize: PAGE_SIZE } },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => submitFilters(event, FILTER_NAMES);
  const total = data?.products.total ?? 0;
  const options = lookups.data?.productLookups;
  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <>
            <Link className="btn btn--primary" to={adminPaths.product('new')}>
              New product
            </Link>
            <Link className="btn btn--secondary" to={adminPaths.productImport}>
              Import CSV
            </Link>
            <a className="btn btn--secondary" href={exportUrl('products')} download>
              Export CSV
            </a>
          </>
        }
      >
        <p className="admin-muted">Drafts, active and archived products, their prices and stock.</p>
      </PageHeader>
      <FilterForm params={params} label="Filter products" onSubmit={submit}>
        <TextField label="Search" name="text" type="search" defaultValue={get('text')} />
        <SelectField label="Category" name="category" defaultValue={get('category')}>
          <option value="">Any</option>
          {options?.categories.map((c) => (
            <option key={c.name}>{c.name}</option>
          ))}
        </SelectField>
        <SelectField label="Brand" name="brand" defaultValue={get('brand')}>
          <option value="">Any</option>
          {options?.brands.map((b) => (
            <option key={b.name}>{b.name}</option>
          ))}
        </SelectField>
        <SelectField label="Status" name="status" defaultValue={get('status')}>
          <option value="">Any</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="On sale" name="sale" defaultValue={get('sale')}>
          <option value="">Either</option>
          <option value="yes">On sale</option>
          <option value="no">Not on sale</option>
        </SelectField>
        <SelectField label="Stock" name="low" defaultValue={get('low')}>
          <option value="">Any</option>
          <option value="yes">Low stock</option>
          <option value="no">Not low</option>
        </SelectField>
        <FilterButtons params={params} set={set} />
      </FilterForm>
      <AdminList
        result={{ data, error, loading }}
        total={total}
        columns={COLUMNS}
        caption="Products"
        loadingLabel="Loading products…"
        empty="No products match these filters."
        noun={['product', 'products']}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      >
        {data?.products.products.map((product) => (
          <tr key={product.id}>
            <th scope="row">
              <Link to={adminPaths.product(product.id)}>{product.name}</Link>
            </th>
            <td>{product.brand}</td>
            <td>{product.line ? `${product.category} › ${product.line}` : product.category}</td>
            <td>{STATUS_LABELS[product.status]}</td>
            <td>
              {formatMoney(product.priceCents)}
              {product.compareAtPriceCents !== null && (
                <span className="admin-muted"> (was {formatMoney(product.compareAtPriceCents)})</span>
              )}
            </td>
            <td>
              {product.stock}
              {product.lowStock && <span className="admin-badge"> Low stock</span>}
            </td>
          </tr>
        ))}
      </AdminList>
    </>
  );
}
