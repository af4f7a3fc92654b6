import type { Decorator } from '@storybook/react-vite';
import { useEffect, useRef, type ReactNode } from 'react';
import { FORCE_REMOUNT } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import type { Messages } from '@stays/ui';
import { BrandPanel } from './BrandPanel';
import { panelsOf, toolbarChoice, viewOf, type CatalogueView, type Panel } from './catalogue-panels';
import styles from './catalogue.module.css';

/**
 * The document's own theme, language and direction. Drawn once, a story's <html> is set as the site sets it; compared,
 * the panels set their own and <html> stays left to right so the panels keep their order.
 */
function DocumentAttributes({ theme, locale, dir }: Pick<Panel, 'theme' | 'locale' | 'dir'>) {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset['theme'] = theme;
    root.lang = locale;
    root.dir = dir;
  }, [theme, locale, dir]);
  return null;
}

/**
 * A new view draws the story anew: remounted, a story that reaches its state by playing (an OTP step) plays again in
 * every panel, where a re-render would leave the new panels at its first step.
 */
function RemountOnNewView({ storyId, view }: { storyId: string; view: CatalogueView }) {
  const drawnIn = useRef(view);
  useEffect(() => {
    if (drawnIn.current === view) return;
    drawnIn.current = view;
    addons.getChannel().emit(FORCE_REMOUNT, { storyId });
  }, [storyId, view]);
  return null;
}

function Notice({ children }: { children: ReactNode }) {
  return <p className={styles.notice}>{children}</p>;
}

/** Draws the story in the toolbar's brand and locale, or three times: both brands left to right, and right to left. */
export const withBrandAndDirection: Decorator = (Story, context) => {
  const view = viewOf(context.globals, context.parameters);
  const panels = panelsOf(context.globals, context.parameters);
  const messages = (context.loaded['messages'] ?? {}) as Record<string, Messages>;
  const [first] = panels;
  const root = view === 'one' && first ? first : { theme: toolbarChoice(context.globals).theme, locale: 'en', dir: 'ltr' as const };
  const singleViewReason = context.globals['view'] !== 'one' ? (context.parameters['singleView'] as string | undefined) : undefined;
  const drawn = panels.map((panel, index) => (
    // By position: a new locale or brand re-renders the story, keeping what the designer clicked into.
    <BrandPanel key={index} panel={panel} messages={messages[panel.locale] ?? {}} captioned={view !== 'one'}>
      <Story />
    </BrandPanel>
  ));
  return (
    <>
      <DocumentAttributes theme={root.theme} locale={root.locale} dir={root.dir} />
      <RemountOnNewView storyId={context.id} view={view} />
      {singleViewReason ? <Notice>Drawn once, in the toolbar’s Brand and Locale: {singleViewReason}</Notice> : null}
      {view === 'one' ? drawn : <div className={view === 'side-by-side' ? styles.sideBySide : styles.stacked}>{drawn}</div>}
    </>
  );
};
