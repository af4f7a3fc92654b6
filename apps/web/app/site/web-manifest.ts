import type { SiteContext } from './site-context';

/**
 * The installed app's colours per brand theme, the same as libs/ui/src/tokens/tokens.css: the status bar and title
 * bar take the brand's strong colour, the splash screen the page colour.
 */
export const APP_COLOURS = {
  nivaas: { theme: '#8c1d18', background: '#fbf8f5' },
  dunelight: { theme: '#08465f', background: '#f7f5f0' },
} as const satisfies Record<SiteContext['themeId'], { theme: string; background: string }>;

const SHORT_NAMES: Record<SiteContext['themeId'], string> = { nivaas: 'Nivaas', dunelight: 'Dunelight' };

/** The brand's app icons, rendered from our logos by tools/scripts/render-app-icons.mjs into apps/web/public/icons. */
export function appIconPath(themeId: SiteContext['themeId'], kind: '192' | '512' | 'maskable-512' | 'apple-touch-180'): string {
  return `/icons/${themeId}-${kind}.png`;
}

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The web app manifest of the brand a host serves: each brand installs as its own app, with its name, colours and icons. */
export function webManifest(site: Pick<SiteContext, 'brandName' | 'themeId' | 'locale' | 'dir'>) {
  const colours = APP_COLOURS[site.themeId];
  return {
    id: '/',
    name: site.brandName,
    short_name: SHORT_NAMES[site.themeId],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    lang: site.locale,
    dir: site.dir,
    theme_color: colours.theme,
    background_color: colours.background,
    icons: [
      { src: appIconPath(site.themeId, '192'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: appIconPath(site.themeId, '512'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: appIconPath(site.themeId, 'maskable-512'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
