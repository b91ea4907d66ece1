import { CombinedGraphQLErrors } from '@apollo/client';
import { render, screen } from '@testing-library/react';
import { AdminTable } from '../../web/admin/src/components/admin-list';

const COLUMNS = ['Carrier', 'Telephone'];

function renderTable(result: { data: unknown; error?: unknown }, names: string[]) {
  return render(
    <AdminTable
      result={result}
      count={names.length}
      columns={COLUMNS}
      caption="Carriers"
      loadingLabel="Loading the carriers…"
      empty="No carrier yet."
    >
      {names.map((name) => (
        <tr key={name}>
          <th scope="row">{name}</th>
          <td>602-555-0199</td>
        </tr>
      ))}
    </AdminTable>,
  );
}

describe("the back office's unpaged list (AdminTable)", () => {
  it('shows the skeleton of its table, and its words, until the first answer', () => {
    const { container } = renderTable({ data: undefined }, []);
    expect(screen.getByRole('status').textContent).toBe('Loading the carriers…');
    expect(container.querySelector('.admin-table-wrap table.admin-table')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the refusal in the server’s words', () => {
    const error = new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Not for your role.' }] });
    renderTable({ data: undefined, error }, []);
    expect(screen.getByRole('alert').textContent).toBe('Not for your role.');
  });

  it('says an empty list in words, and shows the rows under their headings', () => {
    const { unmount } = renderTable({ data: {} }, []);
    expect(screen.getByText('No carrier yet.')).toBeTruthy();
    unmount();
    renderTable({ data: {} }, ['Courier']);
    const table = screen.getByRole('table', { name: 'Carriers' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(COLUMNS);
    expect(table.querySelector('th[scope="row"]')?.textContent).toBe('Courier');
  });
});
