import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// The DOM projects run their files one after another in a worker's one page (`isolate: false`): each file starts
// as a guest's first visit would, whatever the file before it stored, stubbed or navigated to.
// (A file may ask for the node environment instead: it has no page to reset.)
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
}
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
