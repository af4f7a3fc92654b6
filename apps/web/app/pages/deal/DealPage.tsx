import { useNavigate } from 'react-router';
import { resolveModal } from '@stays/booking-rules';
import { pageHref } from '@stays/feature-hotel';
import { PageShell } from '../../components/PageShell';
import type { SiteContext } from '../../site/site-context';
import { DealPageView } from './DealPageView';
import type { loadDeal } from './deal.server';
import { useIsFirstLoad } from '../../navigation/first-load';

const DEAL_MODALS = ['dealTnC', 'dealCities'];

/** /deals/{dealName}: the deal, with its terms (?modal=dealTnC) and cities (?modal=dealCities) as dialogs. */
export function DealPage({ site, data }: { site: SiteContext; data: Awaited<ReturnType<typeof loadDeal>> }) {
  const isFirstLoad = useIsFirstLoad();
  const navigate = useNavigate();
  // "Only some modals are honoured at first load" (guest-journey §2): the page's links open these.
  const decision = resolveModal(data.modal, { isFirstLoad, bookingSummaryOpen: false, avoidSearchPopup: false });
  const modal = decision.action === 'open' && DEAL_MODALS.includes(decision.modal) ? decision.modal : null;
  const modalHref = (value: string | null) => pageHref(data.path, data.params, { modal: value });
  return (
    <PageShell site={site} wide>
      <DealPageView
        deal={data.deal}
        modal={modal}
        timeZone={site.timeZone}
        modalHref={modalHref}
        onCloseModal={() => navigate(modalHref(null), { replace: true, preventScrollReset: true })}
      />
    </PageShell>
  );
}
