import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RoomCategory } from '@stays/api-client';
import { AppIntlProvider, StayKindProvider, type StayKind } from '@stays/ui';
import { roomCategory } from '../../testing/hotel-fixture';
import { RoomCategoryCard } from './RoomCategoryCard';

function renderCard(kind: StayKind, category: RoomCategory) {
  return render(
    <AppIntlProvider locale="en" messages={{}}>
      <StayKindProvider kind={kind}>
        <MemoryRouter>
          <ul>
            <RoomCategoryCard category={category} currency="EUR" nights={2} rooms={1} />
          </ul>
        </MemoryRouter>
      </StayKindProvider>
    </AppIntlProvider>,
  );
}

describe('a category card in the words of its stay', () => {
  it('speaks of a holiday home as a home: "Only 1 left", how many it sleeps', () => {
    renderCard('home', roomCategory({ available_rooms: 1, max_occupancy_allowed: 4 }));
    expect(screen.getByText('Only 1 left')).toBeTruthy();
    expect(screen.getByText('Sleeps up to 4 guests')).toBeTruthy();
    expect(screen.queryByText(/room\(s\)|per room/)).toBeNull();
  });

  it('speaks of a hotel room as a room', () => {
    renderCard('hotel', roomCategory({ available_rooms: 1, max_occupancy_allowed: 4 }));
    expect(screen.getByText('Only 1 room(s) left')).toBeTruthy();
    expect(screen.getByText('Up to 4 guests per room')).toBeTruthy();
  });
});
