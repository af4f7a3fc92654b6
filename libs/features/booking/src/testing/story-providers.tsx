import type { ReactNode } from 'react';

/** The catalogue's frame for booking components (the catalogue sets the brand, locale and direction around it). */
export function StoryFrame({ children }: { children: ReactNode }) {
  return <div style={{ maxWidth: 900, margin: '0 auto' }}>{children}</div>;
}
