import { useEffect, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  data as withInit,
  type LoaderFunctionArgs,
} from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { COOKIES, cookieAllowed, formattingLocale } from '@stays/brand-config';
import { SessionPresenceProvider } from '@stays/feature-account';
import { SearchConfigProvider } from '@stays/feature-search';
import { AppIntlProvider, loadMessages, PageBusyProvider, StayKindProvider } from '@stays/ui';
import { ErrorPage } from './components/ErrorPage';
import { NotFoundPage } from './components/NotFoundPage';
import { HydrateAfterFirstPaint } from './hydration/HydrateAfterFirstPaint';
import { NativePageEvents } from './navigation/NativePageEvents';
import { NavigationProgress } from './navigation/NavigationProgress';
import { useHydratedMarker } from './hydration/use-hydrated-marker';
import { SiteAccountModals } from './components/SiteAccountModals';
import { QuickLoginPopup } from './components/QuickLoginPopup';
import { DeviceApp } from './offline/DeviceApp';
import { ConsentBanner } from './consent/ConsentBanner';
import { loadConsent } from './consent/consent-info.server';
import { useConsent } from './consent/consent-state';
import { experimentCookies, experimentsOf } from './experiments/experiments.server';
import { KeepExperiments } from './experiments/KeepExperiments';
import { SiteTracking } from './tracking/SiteTracking';
import { WebVitals } from './tracking/WebVitals';
import { ClientLogging } from './client-logs/ClientLogging';
import { reportClientProblem, startClientLogging } from './client-logs/browser-client-logger';
import { FirstLoadProvider } from './navigation/first-load';
import { hasSessionCookie } from './site/api.server';
import { localeCookie } from './site/locale-cookie';
import { searchConfigFor } from './site/search-config';
import { APP_COLOURS, appIconPath, WEB_MANIFEST_PATH } from './site/web-manifest';
import type { RootData, SiteContext } from './site/site-context';
import { resolveSiteContext } from './site/site-context.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const site = resolveSiteContext(request);
  const { locale, messages } = await loadMessages(site.locale);
  // A locale whose catalogue failed to load is shown in English, left to right.
  const shown = locale === site.locale ? site : { ...site, locale, dir: 'ltr' as const, formatLocale: formattingLocale(locale, site.countryCode) };
  const consent = await loadConsent(request, shown);
  // Assigned here, on the server, so the first paint is already the guest's variant of every experiment.
  const experiments = experimentsOf(request);
  const rootData: RootData = { site: shown, messages, hasSession: hasSessionCookie(request), consent, experiments };
  const headers = new Headers();
  for (const cookie of experimentCookies(request, experiments, consent)) headers.append('Set-Cookie', cookie);
  return withInit(rootData, { headers });
}

const favicon = (themeId: SiteContext['themeId']) => {
  const [ground, sun] = themeId === 'nivaas' ? ['#b3261e', '#f4a300'] : ['#0b5f86', '#d8b878'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${ground}"/><circle cx="16" cy="13" r="6" fill="${sun}"/><rect x="6" y="21" width="20" height="4" rx="2" fill="#fff"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

export function Layout({ children }: { children: ReactNode }) {
  useHydratedMarker();
  const site = useRouteLoaderData<RootData>('root')?.site;
  const themeId = site?.themeId ?? 'nivaas';
  return (
    // data-webview: the native bridge posts only on pages the server put in webview mode (feature-account's native-bridge).
    <html lang={site?.locale ?? 'en'} dir={site?.dir ?? 'ltr'} data-theme={themeId} data-webview={site?.webview ? 'true' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={APP_COLOURS[themeId].theme} />
        <link rel="icon" href={favicon(themeId)} />
        <link rel="manifest" href={WEB_MANIFEST_PATH} />
        <link rel="apple-touch-icon" href={appIconPath(themeId, 'apple-touch-180')} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
        <HydrateAfterFirstPaint />
      </body>
    </html>
  );
}

function Providers({ data, children }: { data: RootData | undefined; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  // react-intl's locale formats numbers, money and dates (en-IN on the India sites); messages are chosen by id.
  const locale = data?.site.formatLocale ?? 'en';
  const content = data ? (
    <SearchConfigProvider value={searchConfigFor(data.site)}>
      <StayKindProvider kind={data.site.defaultPropertyType}>{children}</StayKindProvider>
    </SearchConfigProvider>
  ) : (
    children
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionPresenceProvider value={data?.hasSession ?? true}>
        <AppIntlProvider locale={locale} messages={data?.messages ?? {}} timeZone={data?.site.timeZone}>
          {content}
        </AppIntlProvider>
      </SessionPresenceProvider>
    </QueryClientProvider>
  );
}

/** A language chosen with ?locale= is kept in the `locale` cookie (a preferences cookie: only with consent where it is asked). */
function useRememberLocale(locale: string) {
  const consent = useConsent();
  const allowed = cookieAllowed(COOKIES.locale.name, consent.gdpr, consent.choice);
  useEffect(() => {
    const requested = new URL(window.location.href).searchParams.get('locale');
    if (allowed && requested && requested.toLowerCase().startsWith(locale)) {
      document.cookie = localeCookie(locale);
    }
  }, [locale, allowed]);
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  useRememberLocale(data.site.locale);
  return (
    <Providers data={data}>
      <FirstLoadProvider>
        <PageBusyProvider>
          <ConsentBanner site={data.site} />
          <NavigationProgress />
          <NativePageEvents />
          <SiteTracking site={data.site} />
          <KeepExperiments />
          <ClientLogging site={data.site} />
          <WebVitals site={data.site} />
          <DeviceApp site={data.site} />
          <Outlet />
          <SiteAccountModals site={data.site} />
          <QuickLoginPopup site={data.site} />
        </PageBusyProvider>
      </FirstLoadProvider>
    </Providers>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<RootData>('root');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const site = data?.site;
  useEffect(() => {
    if (notFound) return;
    // The page may have failed before its client log started.
    if (site) startClientLogging(site);
    reportClientProblem('error', error);
  }, [error, notFound, site]);
  return <Providers data={data}>{notFound ? <NotFoundPage site={data?.site} /> : <ErrorPage site={data?.site} />}</Providers>;
}
