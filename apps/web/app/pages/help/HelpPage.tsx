import { useNavigate } from 'react-router';
import { browserApi } from '@stays/feature-account';
import { TrustAndSafety } from '@stays/feature-hotel';
import { resolveModal } from '@stays/booking-rules';
import { PageShell } from '../../components/PageShell';
import { useIsFirstLoad } from '../../navigation/first-load';
import type { SiteContext } from '../../site/site-context';
import { bookingPagePath } from '../booking/booking-urls';
import { HelpPageView, type HelpPageViewProps } from './HelpPageView';
import type { HelpPageData } from './help.server';

const HELP_MODALS = ['helpCentre', 'refundStatusYo'];

/** The assist page with its two modals: ?modal=helpCentre (every question) and ?modal=refundStatusYo (the chosen booking's refund). */
export function HelpPage(props: {
  site: SiteContext;
  data: HelpPageData;
  signInToken: HelpPageViewProps['signInToken'];
  refusal: HelpPageViewProps['refusal'];
}) {
  const { site, data } = props;
  const navigate = useNavigate();
  const isFirstLoad = useIsFirstLoad();
  const decision = resolveModal(data.modal, { isFirstLoad, bookingSummaryOpen: false, avoidSearchPopup: false });
  const modal = decision.action === 'open' && HELP_MODALS.includes(decision.modal) ? decision.modal : null;
  const pageHref = (query: Record<string, string>) => {
    const search = new URLSearchParams({ ...(data.chosen && !('booking' in query) ? { booking: data.chosen } : {}), ...query }).toString();
    return `${data.path}${search ? `?${search}` : ''}`;
  };
  const { chosen, selectedToken } = data;
  return (
    <PageShell site={site}>
      <HelpPageView
        faq={data.faq}
        insurance={data.insurance}
        bookings={data.bookings}
        selected={data.selected}
        csrfToken={data.csrfToken}
        raisedIssueId={data.raisedIssueId}
        flowHref={(flow) => (chosen && selectedToken ? bookingPagePath({ invoice_no: chosen, token: selectedToken }, { modal: flow }) : null)}
        pageHref={pageHref}
        modal={modal}
        onCloseModal={() => navigate(pageHref({ ...(chosen ? { booking: chosen } : {}) }), { replace: true, preventScrollReset: true })}
        signInToken={props.signInToken}
        refusal={props.refusal}
        trustAndSafety={<TrustAndSafety api={browserApi(site.locale)} countryCode={data.countryCode} initial={data.trust} />}
      />
    </PageShell>
  );
}
