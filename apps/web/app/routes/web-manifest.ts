import type { LoaderFunctionArgs } from 'react-router';
import { resolveSiteContext } from '../site/site-context.server';
import { webManifest } from '../site/web-manifest';

/** /manifest.webmanifest: the manifest of the brand the host serves (Nivaas on localhost, Dunelight Homes on homes.localhost…). */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(JSON.stringify(webManifest(resolveSiteContext(request))), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      // The manifest is in the visitor's language (its lang): caches keep one copy per host and language.
      Vary: 'Cookie, Accept-Language',
    },
  });
}
