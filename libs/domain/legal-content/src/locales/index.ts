import type { LegalTexts } from '../legal-text';
import { en } from './en';

/** One file per locale; a locale without one is served in English. */
export const LEGAL_TEXTS: Readonly<Record<string, LegalTexts>> = { en };
