import { match } from '@formatjs/intl-localematcher';

/** The matcher's answer when none of the guest's languages is close enough to one we offer. */
const NO_MATCH = 'und';

/** The language tags of an Accept-Language header, most wanted first; wildcards and malformed tags are dropped. */
function requestedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), position };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0 && isWellFormed(tag))
    .sort((a, b) => b.quality - a.quality || a.position - b.position)
    .map(({ tag }) => tag);
}

function isWellFormed(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * The locale of `offered` that best serves the guest's browser languages (the Accept-Language header), negotiated
 * with the formatjs locale matcher (CLDR language distances: 'nl-BE' → nl, 'pt-BR' → pt, 'es-419' → es), or
 * undefined when none of them is close to one we offer.
 */
export function negotiateAcceptLanguage(header: string | null | undefined, offered: readonly string[]): string | undefined {
  const requested = requestedLanguages(header ?? '');
  if (requested.length === 0 || offered.length === 0) return undefined;
  const matched = match(requested, offered, NO_MATCH);
  return matched === NO_MATCH ? undefined : matched;
}
