import type { FastifyRequest } from 'fastify';
import type { BookingSource } from '@stays/api-client';

/**
 * createBooking's source when the body names none (guest-journey §7 "Web Booking or Mobile Web Booking"): a phone or
 * tablet by the browser's own client hint (`Sec-CH-UA-Mobile: ?1`) when it sends one, else by its user agent, as the
 * web app tells its own requests apart.
 */
export function bookingSourceOf(request: Pick<FastifyRequest, 'headers'>): BookingSource {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string' && hint.trim() !== '') return hint.trim() === '?1' ? 'Mobile Web Booking' : 'Web Booking';
  return /Mobi|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '') ? 'Mobile Web Booking' : 'Web Booking';
}
