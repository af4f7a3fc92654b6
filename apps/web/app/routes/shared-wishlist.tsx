import { data as withStatus, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { SharedWishlistView } from '@stays/feature-wishlist';
import { PageShell } from '../components/PageShell';
import { wishlistHotelHref } from '../pages/wishlist/wishlist-hotel-href';
import { loadSharedWishlist } from '../pages/wishlist/wishlist.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';
import { privatePageMeta } from '../seo/private-page-meta';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await loadSharedWishlist(resolveSiteContext(request), params.wishlistCode ?? '');
  return withStatus(page, { status: page.reply ? 200 : 404 });
}

// Someone's list, shared by link: not for search engines.
export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => privatePageMeta(matches, 'sharedWishlist', loaderData?.meta.title);

/** /wishlist/{wishlistCode} (accounts-commerce §2): a shared wishlist, readable without signing in. */
export default function SharedWishlist() {
  const site = useRequiredSite();
  const data = useLoaderData<typeof loader>();
  return (
    <PageShell site={site}>
      <SharedWishlistView reply={data.reply} brandName={site.brandName} hotelHref={wishlistHotelHref} searchHref="/" />
    </PageShell>
  );
}
