import { useIntl } from 'react-intl';
import { Form, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Button } from '@stays/ui';
import { PageShell } from '../components/PageShell';
import { newsletterMessages } from '../pages/engagement/newsletter-messages';
import { loadNewsletterPage, submitNewsletterSignout } from '../pages/engagement/newsletter.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';
import styles from '../pages/engagement/Engagement.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  return loadNewsletterPage(resolveSiteContext(request), request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitNewsletterSignout(resolveSiteContext(request), request);
}

export const meta: MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

const stateMessages = {
  unsubscribed: newsletterMessages.done,
  already: newsletterMessages.already,
  invalid: newsletterMessages.invalid,
} as const;

/** /service/newsletter-signout (accounts-commerce §2): the newsletter's signed unsubscribe link. */
export default function NewsletterSignout() {
  const intl = useIntl();
  const site = useRequiredSite();
  const page = useLoaderData<typeof loader>();
  const submitted = useActionData<typeof action>();
  const state = submitted?.state ?? page.state;
  return (
    <PageShell site={site}>
      <section className={styles.page} aria-labelledby="newsletter-title">
        <h1 id="newsletter-title">{intl.formatMessage(newsletterMessages.title)}</h1>
        {state === 'subscribed' && page.link ? (
          <Form method="post" className={styles.page}>
            <p>{intl.formatMessage(newsletterMessages.subscribed)}</p>
            <input type="hidden" name="u" value={page.link.u} />
            <input type="hidden" name="sig" value={page.link.sig} />
            <Button type="submit">{intl.formatMessage(newsletterMessages.unsubscribe)}</Button>
          </Form>
        ) : (
          <p role={state === 'invalid' ? 'alert' : 'status'}>{intl.formatMessage(stateMessages[state === 'subscribed' ? 'invalid' : state])}</p>
        )}
      </section>
    </PageShell>
  );
}
