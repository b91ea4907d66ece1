export interface Spec {
  value: string;
  label: string;
}

/** A product line's figures at a glance ("950 mAh battery"), as a labelled list. */
export function SpecList({ name, specs }: { name: string; specs: readonly Spec[] }) {
  return (
    <ul className="grid-list spec-list" aria-label={`${name} at a glance`}>
      {specs.map((spec) => (
        <li key={spec.label}>
          <strong>{spec.value}</strong> {spec.label}
        </li>
      ))}
    </ul>
  );
}
