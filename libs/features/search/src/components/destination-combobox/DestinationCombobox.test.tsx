import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SearchForm } from '../search-form/SearchForm';
import { mumbaiSuggestions } from '../../testing/fixtures';
import { searchTestTree } from '../../testing/render-search';

// hydrateRoot is called here directly, not through Testing Library, which would otherwise tell React it runs in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let hydrated: Root | undefined;

afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
});

describe('a destination typed before the page hydrates (a slow phone)', () => {
  it('stays in the box once React takes over, and its suggestions are asked for and shown', async () => {
    const options = { suggestions: () => mumbaiSuggestions, cities: [] };
    const page = document.createElement('div');
    page.innerHTML = renderToString(searchTestTree(<SearchForm />, options).element);
    document.body.append(page);

    // The guest types into the server's HTML: the browser changes the box; no React handler is there yet.
    const box = page.querySelector<HTMLInputElement>('input[role="combobox"]');
    if (!box) throw new Error('the server rendered no destination box');
    box.focus();
    box.value = 'Mum';
    box.dispatchEvent(new Event('input', { bubbles: true }));

    const client = searchTestTree(<SearchForm />, options);
    await act(async () => {
      hydrated = hydrateRoot(page, client.element);
    });

    expect(box.value).toBe('Mum');
    await waitFor(() => expect(client.requests.map((url) => url.searchParams.get('query'))).toContain('Mum'), { timeout: 5000 });
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' }, { timeout: 5000 });
    expect(within(listbox).getByRole('option', { name: 'Mumbai' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Trending destinations' })).toBeNull();
    expect(box.value).toBe('Mum');
  }, 15_000);
});
