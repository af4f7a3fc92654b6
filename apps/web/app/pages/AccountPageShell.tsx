import type { ReactNode } from 'react';
import { PageShell } from '../components/PageShell';
import { useRequiredSite } from '../site/site-context';

/** An account page: the site's shell with one narrow column and its heading. */
export function AccountPageShell({ title, children }: { title: string; children: ReactNode }) {
  const site = useRequiredSite();
  return (
    <PageShell site={site}>
      <h1>{title}</h1>
      {children}
    </PageShell>
  );
}
