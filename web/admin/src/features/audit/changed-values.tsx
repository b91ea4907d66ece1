import { changedValues } from '../../lib/changed-values';

/** Before and after of one change, field by field. */
export function ChangedValues({ before, after }: { before: string | null; after: string | null }) {
  const lines = changedValues(before, after);
  if (!lines.length) return <span className="admin-muted">—</span>;
  return (
    <ul className="admin-changes">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
