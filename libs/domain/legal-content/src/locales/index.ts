import type { LegalTexts } from '../legal-text';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';

/** One file per locale; a locale without one is served in English. */
export const LEGAL_TEXTS: Readonly<Record<string, LegalTexts>> = { en, nl, de, es, fr, it };
