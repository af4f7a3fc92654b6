type Replacement = string | ((match: string) => string);

/** A long run of letters and digits together: a session, booking or reset token. */
const looksLikeToken = (word: string) => word.length >= 24 && /\d/.test(word) && /[a-z]/i.test(word);

/**
 * Client logs are necessary for running the site and carry nothing personal: before an error's message or stack is
 * queued, e-mail addresses, phone numbers (eight digits or more), tokens (long opaque strings, JSON web tokens) and
 * the query strings and fragments of addresses (where a search, a booking link or a sign-in code may sit) are replaced.
 */
const PATTERNS: readonly [RegExp, Replacement][] = [
  [/[^\s@'"<>()[\]{},;:]+@[^\s@'"<>()[\]{},;:]+\.[a-z]{2,}/gi, '[email]'],
  // An address's query string or fragment, up to the next space, quote or bracket (a stack line keeps its :line:column).
  [/([a-z][\w+.-]*:\/\/[^\s?#'"()]*|\/[\w./-]*)[?#][^\s'"()]*/gi, '$1'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w-]{24,}/g, (word) => (looksLikeToken(word) ? '[token]' : word)],
  [/\+?(?:\d[ ()-]?){7,}\d/g, '[number]'],
];

export function scrubPersonalData(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of PATTERNS) {
    scrubbed = typeof replacement === 'string' ? scrubbed.replace(pattern, replacement) : scrubbed.replace(pattern, replacement);
  }
  return scrubbed;
}
