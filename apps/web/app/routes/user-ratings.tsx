import { useActionData, useLoaderData, useLocation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useIntl } from 'react-intl';
import { REVIEW_LENGTH } from '@stays/api-client';
import { UserRatingView, userRatingMessages } from '@stays/feature-booking';
import { PageShell } from '../components/PageShell';
import { loadUserRating, sendUserRating } from '../pages/user-ratings/user-ratings.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';
import { privatePageMeta } from '../seo/private-page-meta';

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadUserRating(resolveSiteContext(request), new URL(request.url), params['bookingId'] ?? '');
}

export async function action({ request, params }: ActionFunctionArgs) {
  return sendUserRating(resolveSiteContext(request), new URL(request.url), params['bookingId'] ?? '', await request.formData());
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => privatePageMeta(matches, 'booking', loaderData?.meta.title);

/** /user-ratings/{bookingId} (accounts-commerce §2): the guest's rating and review of a completed stay. */
export default function UserRatings() {
  const site = useRequiredSite();
  const intl = useIntl();
  const location = useLocation();
  const { stay } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const errors = outcome?.errors ?? {};
  return (
    <PageShell site={site}>
      <UserRatingView
        stay={stay}
        action={`${location.pathname}${location.search}`}
        {...(outcome ? { values: outcome.values } : {})}
        errors={{
          ...(errors.rating ? { rating: intl.formatMessage(userRatingMessages.ratingRequired) } : {}),
          ...(errors.review ? { review: intl.formatMessage(userRatingMessages.reviewLength, { min: REVIEW_LENGTH.min, max: REVIEW_LENGTH.max }) } : {}),
          ...(errors.form ? { form: intl.formatMessage(userRatingMessages.failed) } : {}),
        }}
      />
    </PageShell>
  );
}
