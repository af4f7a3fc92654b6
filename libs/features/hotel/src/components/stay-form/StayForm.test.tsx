import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { AppIntlProvider } from '@stays/ui';
import { roomsConfigQuery } from '@stays/validation';
import { StayForm } from './StayForm';

function renderStayForm(roomsConfig: string) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <StayForm
          action="/1234/"
          checkin="2026-03-10"
          checkout="2026-03-11"
          rooms={roomsConfigQuery.parse(roomsConfig)}
          today="2026-03-01"
          lastDate="2026-12-31"
          keep={{}}
        />
      ),
    },
  ]);
  const view = render(
    <AppIntlProvider locale="en-IN" messages={{}}>
      <Stub initialEntries={['/1234/']} />
    </AppIntlProvider>,
  );
  const roomsConfigSent = () => (view.container.querySelector('input[name="rooms_config"]') as HTMLInputElement).value;
  return { roomsConfigSent };
}

describe('the hotel page’s stay form', () => {
  it('sends the infants and pets of the stay with the rooms it was given (rooms_config 1,2,1,0,1)', () => {
    const { roomsConfigSent } = renderStayForm('1,2,1,0,1');
    expect(roomsConfigSent()).toBe('1,2,1,0,1');
  });

  it('keeps the infants and pets when the guest changes the adults or the rooms', () => {
    const { roomsConfigSent } = renderStayForm('1,2,1,0,1');
    fireEvent.click(screen.getByRole('button', { name: 'More Adults' }));
    expect(roomsConfigSent()).toBe('1,3,1,0,1');
    fireEvent.click(screen.getByRole('button', { name: 'More Rooms' }));
    expect(roomsConfigSent()).toBe('2,2,1,0,1,1,0,0,0');
  });
});
