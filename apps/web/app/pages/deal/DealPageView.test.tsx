import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { AppIntlProvider } from '@stays/ui';
import { dealInfo } from '../../testing/deal-fixtures';
import { DealPageView } from './DealPageView';

function renderDeal(modal: string | null, onCloseModal = vi.fn(), deal = dealInfo()) {
  const Stub = createRoutesStub([
    {
      path: '/deals/:name',
      Component: () => (
        <DealPageView
          deal={deal}
          modal={modal}
          timeZone="Asia/Kolkata"
          modalHref={(value) => (value ? `/deals/${deal.url_name}?modal=${value}` : `/deals/${deal.url_name}`)}
          onCloseModal={onCloseModal}
        />
      ),
    },
  ]);
  render(
    <AppIntlProvider locale="en" messages={{}}>
      <Stub initialEntries={[`/deals/${deal.url_name}`]} />
    </AppIntlProvider>,
  );
  return onCloseModal;
}

describe('the deal page', () => {
  it('shows the deal’s headline, discount and when it can be booked and stayed', async () => {
    renderDeal(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Goa Beach Escape' })).toBeTruthy();
    expect(screen.getByText('20% off')).toBeTruthy();
    expect(screen.getByText('Book by June 15, 2030')).toBeTruthy();
    expect(screen.getByText('For stays from May 1, 2030 to August 29, 2030')).toBeTruthy();
  });

  it('lists the stays it covers as cards leading to their pages with the deal applied', async () => {
    renderDeal(null);
    expect(await screen.findByRole('heading', { level: 2, name: '2 stays with this deal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Nivaas Baga Sands .*· Goa/ }).getAttribute('href')).toBe('/1042/?deal_id=2');
    expect(screen.getByRole('link', { name: /^Nivaas White Town .*· Puducherry/ }).getAttribute('href')).toBe('/1310/?deal_id=2');
  });

  it('puts a home outside India under its country’s prefix', async () => {
    renderDeal(
      null,
      vi.fn(),
      dealInfo({
        properties: [
          {
            id: 5001,
            name: 'Zeezicht',
            city: 'Zandvoort',
            city_id: 90,
            country_id: 143,
            property_type: 'home',
            category: 'Apartment',
            ratings: { value: 4.1, count: 9 },
            best_image: '/api/pwa/images/5001/0.svg',
          },
        ],
      }),
    );
    expect((await screen.findByRole('link', { name: /^Zeezicht .*· Zandvoort/ })).getAttribute('href')).toBe('/nl/5001/?deal_id=2');
  });

  it('links to its terms and its cities through ?modal=, and opens no dialog without one', async () => {
    renderDeal(null);
    expect((await screen.findByRole('link', { name: 'Terms and conditions' })).getAttribute('href')).toBe('/deals/goa-beach-escape?modal=dealTnC');
    expect(screen.getByRole('link', { name: 'See the 2 cities' }).getAttribute('href')).toBe('/deals/goa-beach-escape?modal=dealCities');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the terms in a dialog for ?modal=dealTnC, closed by its button', async () => {
    const onClose = renderDeal('dealTnC');
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The discount applies to the room price before taxes.', 'Subject to room availability at each hotel.']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the cities in a dialog for ?modal=dealCities, each leading to its listing', async () => {
    renderDeal('dealCities');
    const dialog = await screen.findByRole('dialog', { name: 'Cities in Goa Beach Escape' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Stays in Goa', '/hotels-in-goa'],
      ['Stays in Puducherry', '/hotels-in-puducherry'],
    ]);
  });
});
