import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../../src/components/button';
import { FormAlert, StatusRegion } from '../../../../src/components/form-alert';
import { TextField } from '../../../../src/components/form-field';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { TableHead } from '../../components/table-head';
import { NETWORK_MESSAGE } from '../../lib/admin-errors';
import { adminPaths, exportUrl } from '../../lib/paths';

const ERROR_COLUMNS = ['Row', 'Column', 'Problem'];
const ROW_COLUMNS = ['Row', 'Product', 'Action', 'Columns changed'];

/** What the server answers (api/src/modules/catalog/catalogue-import.service.ts). */
interface Preview {
  token: string;
  creates: number;
  changes: number;
  unchanged: number;
  rowsWithErrors: number;
  errors: { row: number; column: string; message: string }[];
  rows: { row: number; action: string; id: string | null; name: string; columns: string[] }[];
}

interface Applied {
  created: number;
  changed: number;
  stockCorrections: number;
}

/**
 * Sends the file's bytes, as they are, to one step of the import (the server refuses a file that is not UTF-8,
 * which reading it as text here would have hidden); the server's refusal is thrown in its own words.
 */
async function send<T>(step: 'preview' | 'apply', file: ArrayBuffer, token = ''): Promise<T> {
  const answer = await fetch(`/admin-api/import/products/${step}?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: file,
  }).catch(() => null);
  if (!answer) throw new Error(NETWORK_MESSAGE);
  const json = (await answer.json().catch(() => ({}))) as T & { error?: string };
  if (!answer.ok) throw new Error(json.error ?? NETWORK_MESSAGE);
  return json;
}

/** Upload a CSV, see what it would create and change and every error by row and column, then confirm. */
export function Component() {
  const [bytes, setBytes] = useState<ArrayBuffer | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) {
      setFailure('Choose a CSV file first.');
      return;
    }
    setBusy(true);
    setFailure(null);
    setApplied(null);
    setPreview(null);
    try {
      const read = await file.arrayBuffer();
      setPreview(await send<Preview>('preview', read));
      setBytes(read);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    try {
      setApplied(await send<Applied>('apply', bytes!, preview!.token));
    } catch (error) {
      // Refused whole (the catalogue changed since the preview, or the file no longer passes): nothing changed.
      setFailure((error as Error).message);
    }
    setPreview(null);
  };

  const changes = preview ? preview.creates + preview.changes : 0;
  return (
    <>
      <PageHeader
        title="Import products"
        actions={
          <a className="btn btn--secondary" href={exportUrl('products')} download>
            Export the catalogue (CSV)
          </a>
        }
      >
        <p className="admin-muted">
          The columns of the export; an empty id creates a product. Nothing changes until you confirm.{' '}
          <Link to={adminPaths.products}>Back to products</Link>
        </p>
      </PageHeader>
      <form className="admin-filters" onSubmit={(event) => void upload(event)} aria-label="Upload a CSV">
        <TextField label="CSV file" name="file" type="file" accept=".csv,text/csv" />
        <Button type="submit" disabled={busy}>
          Preview
        </Button>
      </form>
      {failure && <FormAlert>{failure}</FormAlert>}
      <StatusRegion
        message={
          applied
            ? `Imported: ${applied.created} created, ${applied.changed} changed, ${applied.stockCorrections} stock corrections.`
            : null
        }
      />
      {preview && (
        <section className="admin-panel" aria-labelledby="preview-heading">
          <h2 id="preview-heading">Preview</h2>
          <p>
            {preview.creates} to create, {preview.changes} to change, {preview.unchanged} unchanged,{' '}
            {preview.rowsWithErrors} {preview.rowsWithErrors === 1 ? 'row' : 'rows'} with errors.
          </p>
          {preview.errors.length > 0 ? (
            <>
              <FormAlert>Fix these errors in the file and preview it again: nothing was imported.</FormAlert>
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <caption>Errors by row and column</caption>
                  <TableHead columns={ERROR_COLUMNS} />
                  <tbody>
                    {preview.errors.map((e) => (
                      <tr key={`${e.row}/${e.column}`}>
                        <th scope="row">{e.row}</th>
                        <td>{e.column}</td>
                        <td>{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : changes === 0 ? (
            <p>The file changes nothing.</p>
          ) : (
            <Button onClick={() => setConfirming(true)}>
              Import {changes} {changes === 1 ? 'product' : 'products'}
            </Button>
          )}
          {preview.rows.some((r) => r.action !== 'error') && (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption>What the file creates and changes</caption>
                <TableHead columns={ROW_COLUMNS} />
                <tbody>
                  {preview.rows
                    .filter((r) => r.action !== 'error')
                    .slice(0, 500)
                    .map((r) => (
                      <tr key={r.row}>
                        <th scope="row">{r.row}</th>
                        <td>{r.id ? <Link to={adminPaths.product(r.id)}>{r.name}</Link> : r.name}</td>
                        <td>{r.action === 'create' ? 'Create' : 'Change'}</td>
                        <td>{r.columns.join(', ')}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        title="Import this file?"
        confirmLabel="Import"
        onConfirm={apply}
        onClose={() => setConfirming(false)}
      >
        <p>
          {preview?.creates ?? 0} products are created and {preview?.changes ?? 0} changed, all at once. The shop shows
          the changes immediately.
        </p>
      </ConfirmDialog>
    </>
  );
}
