import { act, type ReactElement } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

// hydrateRoot is called directly, not through Testing Library, which would otherwise tell React it runs in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];

/** A page as the server sent it: its HTML in the document, no React handler on it until `hydrate`. */
export interface ServerHtmlPage {
  page: HTMLElement;
  /** React takes the page over (a slow phone's script arriving); `settleMs` lets effects and timers run first. */
  hydrate(client: ReactElement, options?: HydrationOptions & { settleMs?: number }): Promise<Root>;
}

/** Renders `server` to HTML as the site's server does and puts it in the document, for what a guest does before hydration. */
export function renderServerHtml(server: ReactElement): ServerHtmlPage {
  const page = document.createElement('div');
  page.innerHTML = renderToString(server);
  document.body.append(page);
  return {
    page,
    async hydrate(client, { settleMs, ...options } = {}) {
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(page, client, options);
        if (settleMs) await new Promise((resolve) => setTimeout(resolve, settleMs));
      });
      if (!root) throw new Error('hydrateRoot returned no root');
      roots.push(root);
      return root;
    },
  };
}

/** Unmounts every hydrated page and empties the document: call it in afterEach. */
export function cleanUpServerHtml() {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
}

/** A guest's typing into the server's HTML: the browser changes the field; no React handler is there yet. */
export function typeIntoServerHtml(input: HTMLInputElement | null, text: string) {
  if (!input) throw new Error('no such field in the server HTML');
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A guest's tap on a radio or checkbox of the server's HTML. */
export function checkInServerHtml(input: HTMLInputElement | null) {
  if (!input) throw new Error('no such choice in the server HTML');
  input.click();
}
