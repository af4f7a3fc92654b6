import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Spinner } from '../spinner/Spinner';
import { PageBusyProvider, usePageBusy, useReportPageBusy } from './page-busy';

const meta: Meta<typeof PageBusyProvider> = { title: 'UI/PageBusy', component: PageBusyProvider };
export default meta;
type Story = StoryObj<typeof PageBusyProvider>;

/** What the page shows while busy; on the site it is the progress bar across the top (web's NavigationProgress). */
function PageIndicator() {
  return usePageBusy() ? <Spinner label="Loading the page" /> : <p>Nothing under way.</p>;
}

/** A search that looks up its destination before it moves on: the page is busy meanwhile. */
function SearchGoa({ alwaysBusy }: { alwaysBusy: boolean }) {
  const [looking, setLooking] = useState(alwaysBusy);
  useReportPageBusy(looking);
  useEffect(() => {
    if (!looking || alwaysBusy) return;
    const done = setTimeout(() => setLooking(false), 2000);
    return () => clearTimeout(done);
  }, [looking, alwaysBusy]);
  return (
    <Button disabled={looking} aria-busy={looking || undefined} onClick={() => setLooking(true)}>
      {looking ? 'Finding Goa…' : 'Search Goa'}
    </Button>
  );
}

/** Press Search: the page is busy for two seconds. */
export const Idle: Story = {
  render: () => (
    <PageBusyProvider>
      <PageIndicator />
      <SearchGoa alwaysBusy={false} />
    </PageBusyProvider>
  ),
};
export const Busy: Story = {
  render: () => (
    <PageBusyProvider>
      <PageIndicator />
      <SearchGoa alwaysBusy />
    </PageBusyProvider>
  ),
};
