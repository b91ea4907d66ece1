/** A state select's options: the empty choice first, then every state by name. */
export function StateOptions({ states, none }: { states: readonly { code: string; name: string }[]; none: string }) {
  return (
    <>
      <option value="">{none}</option>
      {states.map((s) => (
        <option key={s.code} value={s.code}>
          {s.name}
        </option>
      ))}
    </>
  );
}
