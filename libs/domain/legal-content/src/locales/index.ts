import type { LegalTexts } from '../legal-text';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { id } from './id';
import { it } from './it';
import { ja } from './ja';
import { ms } from './ms';
import { nl } from './nl';
import { pt } from './pt';
import { th } from './th';
import { vi } from './vi';

/** One file per locale of the site (accounts-commerce §9: fourteen locales). */
export const LEGAL_TEXTS: Readonly<Record<string, LegalTexts>> = { en, es, id, ar, vi, hi, ja, pt, th, nl, ms, de, fr, it };
