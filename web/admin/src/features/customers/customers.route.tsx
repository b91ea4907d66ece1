import { useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../src/components/button';
import { TextField } from '../../../../src/components/form-field';
import { PageHeader } from '../../components/page-header';
import { AdminList, FilterForm } from '../../components/admin-list';
import { CustomersDocument } from '../../graphql/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { adminPaths } from '../../lib/paths';
import { useListParams } from '../../lib/use-list-params';

const PAGE_SIZE = 30;
const COLUMNS = ['Name', 'E-mail', 'Joined', 'Account'];

/** Customers found by e-mail or name (the search and the page are in the URL), newest first. */
export function Component() {
  const { params, get, page, setPage, submitFilters } = useListParams();
  const text = get('q');
  const { data, loading, error } = useQuery(CustomersDocument, {
    variables: { text: text || null, page: { page, pageSize: PAGE_SIZE } },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => submitFilters(event, ['q']);
  const total = data?.customers.total ?? 0;
  return (
    <>
      <PageHeader title="Customers" />
      <FilterForm params={params} label="Find customers" onSubmit={submit}>
        <TextField label="E-mail or name" name="q" type="search" defaultValue={text} />
        <Button type="submit">Search</Button>
      </FilterForm>
      <AdminList
        result={{ data, error, loading }}
        total={total}
        columns={COLUMNS}
        caption="Customers, newest first"
        loadingLabel="Loading customers…"
        empty={text ? `No customer's e-mail or name holds "${text}".` : 'No customers yet.'}
        noun={['customer', 'customers']}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      >
        {data?.customers.customers.map((customer) => (
          <tr key={customer.id}>
            <th scope="row">
              <Link to={adminPaths.customer(customer.id)}>
                {customer.firstName} {customer.lastName}
              </Link>
            </th>
            <td>{customer.email}</td>
            <td>{formatDateTime(customer.createdAt)}</td>
            <td>{customer.disabledAt ? 'Disabled' : 'Active'}</td>
          </tr>
        ))}
      </AdminList>
    </>
  );
}
