import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { city } from '../testing/api-fixtures';
import { HomeSections } from './HomeSections';

const stay = { checkin: '2030-05-10', checkout: '2030-05-11', rooms: [{ adults: 1, children: 0, infants: 0, pets: 0 }] };

/** The home's sections as the server renders them (the first paint) for a guest in a variant of newHome. */
function serverHtml(newHome: '0' | '1') {
  const experiments = { newHome: { val: newHome }, wizz: { val: '0' }, listing40: { val: '0' }, loggedOutExp: { val: '0' } };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '*',
      Component: () => <HomeSections brandName="Nivaas" countryHome={null} popular={{ cities: [city()], stay, propertyType: 'hotel' }} />,
      loader: () => null,
    },
  ]);
  return renderToString(
    <IntlProvider locale="en" onError={() => undefined}>
      <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: { experiments } } }} />
    </IntlProvider>,
  );
}

describe('the home by the newHome experiment', () => {
  it('is the classic home in the control: the destinations, then why book with the brand with each promise explained', () => {
    const html = serverHtml('0');
    expect(html.indexOf('Popular destinations')).toBeLessThan(html.indexOf('Why book with Nivaas'));
    expect(html).toContain('See the price per night and the total for your stay before you choose.');
    expect(html).not.toContain('aria-label="Why book with Nivaas"');
  });

  it('is the new home in the variant: the promises as one strip first, then the destinations', () => {
    const html = serverHtml('1');
    expect(html).toContain('aria-label="Why book with Nivaas"');
    expect(html.indexOf('Clear prices')).toBeLessThan(html.indexOf('Popular destinations'));
    expect(html).not.toContain('See the price per night and the total for your stay before you choose.');
  });
});
