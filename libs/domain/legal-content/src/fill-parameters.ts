/** Replaces every `{name}`; a name without a value is a bug in a locale file, so it throws rather than show braces. */
export function fill(text: string, parameters: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = parameters[name];
    if (value === undefined) throw new RangeError(`legal text uses an unknown parameter {${name}}`);
    return value;
  });
}
