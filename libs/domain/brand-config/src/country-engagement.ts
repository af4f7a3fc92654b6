/** An identity document a guest may show at check-in. */
export type CheckinIdType = 'passport' | 'national_id' | 'aadhaar' | 'driving_licence' | 'voter_id';

const EU_CODES = new Set(['at', 'be', 'de', 'es', 'fr', 'it', 'nl', 'pt', 'ie', 'gr', 'pl', 'se', 'dk', 'fi', 'lu', 'cz', 'hu', 'ro', 'bg', 'hr', 'si', 'sk']);

/**
 * Which documents a guest of a nationality may give for an online check-in in the stay's country (lowercase ISO
 * codes): a guest from abroad shows a passport (India's Form C, the EU's registration of guests from outside it);
 * Indian nationals in India may show Aadhaar, a voter ID, a driving licence or a passport; EU nationals in the EU a
 * national ID card or a passport; British nationals in the UK a passport or a driving licence.
 */
export function checkinIdTypes(stayCountry: string, nationality: string): readonly CheckinIdType[] {
  if (stayCountry === 'in' && nationality === 'in') return ['aadhaar', 'passport', 'driving_licence', 'voter_id'];
  if (EU_CODES.has(stayCountry) && EU_CODES.has(nationality)) return ['national_id', 'passport'];
  if (stayCountry === 'gb' && nationality === 'gb') return ['passport', 'driving_licence'];
  return ['passport'];
}

/** Countries where the daily travel quiz (Play and win) is offered (accounts-commerce §3 "toShowPlayAndWin"). */
const PLAY_AND_WIN_COUNTRIES = new Set(['in', 'gb']);

export function toShowPlayAndWin(countryCode: string): boolean {
  return PLAY_AND_WIN_COUNTRIES.has(countryCode);
}
