import type { LegalTexts } from '../legal-text';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';

/** One file per locale; a locale without one is served in English. */
export const LEGAL_TEXTS: Readonly<Record<string, LegalTexts>> = { en, es, ar, hi, pt, nl, de, fr, it };
