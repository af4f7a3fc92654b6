/** Carries URL parameters a form does not show through its GET submission. */
export function HiddenFields({ entries }: { entries: readonly (readonly [string, string])[] }) {
  return (
    <>
      {entries.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
