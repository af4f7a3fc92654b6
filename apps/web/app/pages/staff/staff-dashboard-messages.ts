import { defineMessages } from 'react-intl';

export const staffDashboardMessages = defineMessages({
  title: { id: 'staff.dashboard.title', defaultMessage: 'Site dashboard' },
  from: { id: 'staff.dashboard.from', defaultMessage: 'From' },
  to: { id: 'staff.dashboard.to', defaultMessage: 'To' },
  brand: { id: 'staff.dashboard.brand', defaultMessage: 'Brand' },
  allBrands: { id: 'staff.dashboard.allBrands', defaultMessage: 'All brands' },
  show: { id: 'staff.dashboard.show', defaultMessage: 'Show' },
  empty: { id: 'staff.dashboard.empty', defaultMessage: 'No events were stored in this period.' },
  chartEmpty: { id: 'staff.dashboard.chartEmpty', defaultMessage: 'Nothing to show for this period.' },
  showTable: { id: 'staff.dashboard.showTable', defaultMessage: 'Show as a table' },
  pageViewsTitle: { id: 'staff.dashboard.pageViewsTitle', defaultMessage: 'Page views by page type and brand' },
  funnelTitle: { id: 'staff.dashboard.funnelTitle', defaultMessage: 'Booking funnel' },
  funnelSearch: { id: 'staff.dashboard.funnelSearch', defaultMessage: 'Search' },
  funnelHotel: { id: 'staff.dashboard.funnelHotel', defaultMessage: 'Hotel page' },
  funnelSummary: { id: 'staff.dashboard.funnelSummary', defaultMessage: 'Booking summary' },
  funnelBooking: { id: 'staff.dashboard.funnelBooking', defaultMessage: 'Booking' },
  vitalsTitle: { id: 'staff.dashboard.vitalsTitle', defaultMessage: 'Web vitals: 75th percentile per route' },
  good: { id: 'staff.dashboard.good', defaultMessage: 'Good' },
  needsImprovement: { id: 'staff.dashboard.needsImprovement', defaultMessage: 'Needs improvement' },
  poor: { id: 'staff.dashboard.poor', defaultMessage: 'Poor' },
  pageType: { id: 'staff.dashboard.pageType', defaultMessage: 'Page type' },
  views: { id: 'staff.dashboard.views', defaultMessage: 'Views' },
  step: { id: 'staff.dashboard.step', defaultMessage: 'Step' },
  sessions: { id: 'staff.dashboard.sessions', defaultMessage: 'Sessions' },
  conversionColumn: { id: 'staff.dashboard.conversionColumn', defaultMessage: 'Conversion' },
  route: { id: 'staff.dashboard.route', defaultMessage: 'Route' },
  metric: { id: 'staff.dashboard.metric', defaultMessage: 'Metric' },
  rating: { id: 'staff.dashboard.rating', defaultMessage: 'Rating' },
  samples: { id: 'staff.dashboard.samples', defaultMessage: 'Samples' },
});

/** Texts with values. */
export const staffDashboardValueMessages = defineMessages<{
  intro: { from: string; to: string };
  periodError: { days: number };
  conversion: { percent: string };
}>({
  intro: { id: 'staff.dashboard.intro', defaultMessage: 'What guests did on the site from {from} to {to}, from the events they agreed to share.' },
  periodError: { id: 'staff.dashboard.periodError', defaultMessage: 'Choose a period of at most {days} days that does not end before it starts.' },
  conversion: { id: 'staff.dashboard.conversion', defaultMessage: '{percent} of the step before' },
});
