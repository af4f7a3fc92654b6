import { useSearchParams } from 'react-router';
import { resolveModal } from '@stays/booking-rules';
import { SearchModal } from '@stays/feature-search';
import { useIsFirstLoad } from '../navigation/first-load';

/**
 * ?modal=searchbar and ?modal=dateguestpicker on the home page: both honoured at first load (guest-journey §2). In
 * webview mode (the site's, which outlives the ?webview=true of the first page) the picker opens on its own.
 */
export function HomeSearchModal({ webview }: { webview: boolean }) {
  const [params, setParams] = useSearchParams();
  const isFirstLoad = useIsFirstLoad();
  const decision = resolveModal(params.get('modal'), { isFirstLoad, bookingSummaryOpen: false, avoidSearchPopup: false, webview: webview ? 'true' : null });
  if (decision.action !== 'open' || (decision.modal !== 'searchbar' && decision.modal !== 'dateguestpicker')) return null;
  const showModal = (modal: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (modal) next.set('modal', modal);
        else next.delete('modal');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <SearchModal
      modal={decision.modal}
      nestedInSearch={decision.nestedIn === 'searchbar'}
      onClose={() => showModal(null)}
      onPickerClose={() => showModal('searchbar')}
    />
  );
}
