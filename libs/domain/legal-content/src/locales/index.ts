import type { LegalTexts } from '../legal-text';
import { de } from './de';
import { en } from './en';
import { ja } from './ja';
import { nl } from './nl';
import { th } from './th';

/** One file per locale; a locale without one is served in English. */
export const LEGAL_TEXTS: Readonly<Record<string, LegalTexts>> = { en, nl, de, ja, th };
