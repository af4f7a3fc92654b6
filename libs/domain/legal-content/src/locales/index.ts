import type { LegalTexts } from '../legal-text';
import { de } from './de';
import { en } from './en';
import { id } from './id';
import { ms } from './ms';
import { nl } from './nl';
import { vi } from './vi';

/** One file per locale; a locale without one is served in English. */
export const LEGAL_TEXTS: Readonly<Record<string, LegalTexts>> = { en, nl, de, id, ms, vi };
