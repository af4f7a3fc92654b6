/** The query a form must carry along (the booking's token or phone) as hidden inputs. */
export function HiddenFields({ fields }: { fields: Readonly<Record<string, string>> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
