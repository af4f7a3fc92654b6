import { NearMePanel, SearchForm, SearchFormProvider } from '@stays/feature-search';
import { PageShell } from '../components/PageShell';
import type { SiteContext } from '../site/site-context';
import type { loadNearMe } from './near-me.server';

/** /hotels-near-me: asks for the guest's position; the search form stays there for typing a destination instead. */
export function NearMePage({ site, data }: { site: SiteContext; data: Awaited<ReturnType<typeof loadNearMe>> }) {
  const { stay } = data;
  return (
    <PageShell site={site} wide>
      <NearMePanel
        stay={{ checkin: stay.checkin, checkout: stay.checkout, rooms: stay.rooms, flexibleDaysCount: stay.flexibleDaysCount }}
        searchForm={
          <SearchFormProvider initial={{ checkin: stay.checkin, checkout: stay.checkout, rooms: stay.rooms }}>
            <SearchForm layout="compact" />
          </SearchFormProvider>
        }
      />
    </PageShell>
  );
}
