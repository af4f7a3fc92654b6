import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { cleanUpServerHtml, renderServerHtml, typeIntoServerHtml } from '@stays/ui/testing';
import { SearchForm } from '../search-form/SearchForm';
import { mumbaiSuggestions } from '../../testing/fixtures';
import { searchTestTree } from '../../testing/render-search';

afterEach(cleanUpServerHtml);

describe('a destination typed before the page hydrates (a slow phone)', () => {
  it('stays in the box once React takes over, and its suggestions are asked for and shown', async () => {
    const options = { suggestions: () => mumbaiSuggestions, cities: [] };
    const server = renderServerHtml(searchTestTree(<SearchForm />, options).element);
    const box = server.page.querySelector<HTMLInputElement>('input[role="combobox"]');
    typeIntoServerHtml(box, 'Mum');

    const client = searchTestTree(<SearchForm />, options);
    await server.hydrate(client.element);

    expect(box?.value).toBe('Mum');
    await waitFor(() => expect(client.requests.map((url) => url.searchParams.get('query'))).toContain('Mum'), { timeout: 5000 });
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' }, { timeout: 5000 });
    expect(within(listbox).getByRole('option', { name: 'Mumbai' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Trending destinations' })).toBeNull();
    expect(box?.value).toBe('Mum');
  }, 15_000);
});
