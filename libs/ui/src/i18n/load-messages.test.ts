import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@stays/brand-config';
import { loadMessages, messagesFrom } from './load-messages';

const compiled = join(dirname(fileURLToPath(import.meta.url)), 'compiled');

describe('loading a locale falls back to English (accounts-commerce §8)', () => {
  it('loads a translated catalogue', async () => {
    const { locale, messages } = await loadMessages('nl-NL');
    expect(locale).toBe('nl');
    expect(messages['search.submit']).toBe('Zoeken');
  });

  // Every locale of the list whose compiled catalogue is in the folder is loaded: a new catalogue needs no other change.
  it.each(LOCALES.filter((entry) => entry.locale !== 'en' && existsSync(join(compiled, `${entry.locale}.json`))).map((entry) => entry.locale))(
    '%s loads its own catalogue',
    async (requested) => {
      const log = vi.fn();
      const { locale, messages } = await loadMessages(requested, log);
      expect(locale).toBe(requested);
      expect(Object.keys(messages).length).toBeGreaterThan(0);
      expect(log).not.toHaveBeenCalled();
    },
  );

  it.each(['en', 'klingon', ''])('%j is served in English', async (requested) => {
    const log = vi.fn();
    expect(await loadMessages(requested, log)).toEqual({ locale: 'en', messages: {} });
  });

  it('a locale without a catalogue is served in English, and says so', async () => {
    const log = vi.fn();
    const load = messagesFrom({ './compiled/nl.json': async () => ({ 'search.submit': 'Zoeken' }) });
    expect(await load('ja', log)).toEqual({ locale: 'en', messages: {} });
    expect(log).toHaveBeenCalledWith('there is no ja catalogue; using English');
    expect(await load('nl', log)).toEqual({ locale: 'nl', messages: { 'search.submit': 'Zoeken' } });
  });

  it('a catalogue that fails to load is logged and English is used', async () => {
    const log = vi.fn();
    const load = messagesFrom({ './compiled/ja.json': () => Promise.reject(new Error('chunk failed')) });
    expect(await load('ja-JP', log)).toEqual({ locale: 'en', messages: {} });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not load the ja messages (Error: chunk failed); using English'));
  });
});
