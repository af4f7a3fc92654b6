import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { browserApi, useCurrentUser } from '@stays/feature-account';
import { WishlistView } from '@stays/feature-wishlist';
import { PageShell } from '../components/PageShell';
import { wishlistHotelHref } from '../pages/wishlist/wishlist-hotel-href';
import { loadWishlist } from '../pages/wishlist/wishlist.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';
import { privatePageMeta } from '../seo/private-page-meta';

export async function loader({ request }: LoaderFunctionArgs) {
  return loadWishlist(resolveSiteContext(request), request);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => privatePageMeta(matches, 'wishlist', loaderData?.meta.title);

/** /wishlist and /saved-hotels (accounts-commerce §2). */
export default function Wishlist() {
  const site = useRequiredSite();
  const data = useLoaderData<typeof loader>();
  const api = browserApi(site.locale);
  const { data: user } = useCurrentUser(api);
  return (
    <PageShell site={site}>
      <WishlistView
        reply={data.reply}
        api={api}
        csrfToken={user.isLoggedIn ? user.csrf_token : null}
        hotelHref={wishlistHotelHref}
        origin={site.origin}
        searchHref="/"
      />
    </PageShell>
  );
}
