import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { UserRatingReply } from '@stays/api-client';
import { renderWithIntl } from '../../testing/render-with-intl';
import { UserRatingView } from './UserRatingView';

const stay: UserRatingReply = {
  invoice_no: 'NV123',
  hotel: { id: 101, name: 'Nivaas Baga Sands' },
  checkin: '2026-03-12',
  checkout: '2026-03-13',
  status: 'rateable',
  rating: null,
};

describe('UserRatingView (/user-ratings/{bookingId})', () => {
  it('asks a completed stay for 1 to 5 stars and a review, in a form that posts to the page', () => {
    const { container } = renderWithIntl(<UserRatingView stay={stay} action="/user-ratings/NV123?token=t" />);
    expect(screen.getByRole('heading', { name: 'Rate your stay at Nivaas Baga Sands' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(screen.getByRole('textbox', { name: 'Your review' })).toBeTruthy();
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/user-ratings/NV123?token=t');
  });

  it('keeps what was sent and says what to fix', () => {
    renderWithIntl(
      <UserRatingView
        stay={stay}
        action="/user-ratings/NV123?token=t"
        values={{ rating: 4, review: 'ok' }}
        errors={{ review: 'Please write between 10 and 2000 characters' }}
      />,
    );
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    const review = screen.getByRole('textbox', { name: 'Your review' });
    expect(review.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please write between 10 and 2000 characters')).toBeTruthy();
  });

  it('says when to come back before check-out, and shows the rating given once rated (no form)', () => {
    renderWithIntl(<UserRatingView stay={{ ...stay, status: 'notCompleted' }} action="/x" />);
    expect(screen.getByText(/You can rate your stay once it is over/)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    cleanup();
    renderWithIntl(
      <UserRatingView stay={{ ...stay, status: 'rated', rating: { rating: 5, review: 'Lovely stay.', created_at: '2026-03-14T00:00:00Z' } }} action="/x" />,
    );
    expect(screen.getByText('Your rating: 5 stars')).toBeTruthy();
    expect(screen.getByText('A rating is given once per booking and cannot be changed.')).toBeTruthy();
  });
});
