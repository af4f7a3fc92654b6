import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from './load-messages';

describe('loading a locale falls back to English (accounts-commerce §8)', () => {
  it('loads a translated catalogue', async () => {
    const { locale, messages } = await loadMessages('nl-NL');
    expect(locale).toBe('nl');
    expect(messages['search.submit']).toBe('Zoeken');
  });

  it.each(['en', 'ja', 'klingon', ''])('%j is served in English', async (requested) => {
    const log = vi.fn();
    expect(await loadMessages(requested, log)).toEqual({ locale: 'en', messages: {} });
  });
});
