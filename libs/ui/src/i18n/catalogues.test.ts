import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@stays/brand-config';
import { searchMessages } from '@stays/validation';

const here = dirname(fileURLToPath(import.meta.url));
const read = (folder: string, file: string) => JSON.parse(readFileSync(join(here, folder, file), 'utf8')) as Record<string, string>;

const english = read('messages', 'en.json');
// Descriptors that live in domain libraries (not extracted from React code) are translated here too.
const domainIds = Object.values(searchMessages).map((message) => message.id);
const expectedIds = [...Object.keys(english), ...domainIds].sort();
const translated = readdirSync(join(here, 'messages')).filter((file) => file !== 'en.json');

describe('message catalogues', () => {
  it('translate at least the required locales', () => {
    expect(translated.map((file) => file.replace('.json', '')).sort()).toEqual(expect.arrayContaining(['ar', 'de', 'es', 'fr', 'hi', 'it', 'nl']));
  });

  it('translates every locale of LOCALES but English (accounts-commerce §9: fourteen locales)', () => {
    const required = LOCALES.map((entry) => entry.locale).filter((locale) => locale !== 'en');
    expect(required).toHaveLength(13);
    expect(translated.map((file) => file.replace('.json', '')).sort()).toEqual(expect.arrayContaining(required.sort()));
  });

  it.each(translated)('%s translates every message, and nothing that no longer exists', (file) => {
    expect(Object.keys(read('messages', file)).sort()).toEqual(expectedIds);
  });

  it.each(translated)('%s keeps every placeholder of the English text', (file) => {
    const catalogue = read('messages', file);
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)\s*[,}]/g)]
        .map((match) => match[1])
        .filter((name) => name !== undefined)
        .sort();
    for (const [id, text] of Object.entries(english)) {
      expect(new Set(placeholders(catalogue[id] ?? '')), `${file} ${id}`).toEqual(new Set(placeholders(text)));
    }
  });

  it.each(translated)('%s is compiled (run the compile command of README.md after editing it)', (file) => {
    expect(read('compiled', file)).toEqual(read('messages', file));
  });
});
