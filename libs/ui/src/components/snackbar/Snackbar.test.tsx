import Star from 'lucide-react/icons/star';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppIntlProvider } from '../../i18n/AppIntlProvider';
import { Snackbar, type SnackbarProps } from './Snackbar';

const base: SnackbarProps = {
  title: 'How was your stay at Nivaas Baga Sands?',
  subtitle: 'Rate your stay',
  icon: Star,
  actionUrl: '/user-ratings/NV123?token=t',
  feedback: { url: '/api/pwa/feedback', widgetId: 'rate-stay', itemId: 'NV123' },
};

function show(props: Partial<SnackbarProps> = {}) {
  return render(
    <AppIntlProvider locale="en" messages={{}} timeZone="UTC">
      <Snackbar {...base} {...props} />
    </AppIntlProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Snackbar (accounts-commerce §2)', () => {
  it('a tap posts widget_id, item_id and action to the feedback host, answer ignored, and goes to the action URL', () => {
    const sent = vi.fn(() => Promise.resolve(new Response(null, { status: 500 })));
    vi.stubGlobal('fetch', sent);
    show();
    const tap = screen.getByRole('link', { name: /How was your stay/ });
    expect(tap.getAttribute('href')).toBe('/user-ratings/NV123?token=t');
    fireEvent.click(tap);
    expect(sent).toHaveBeenCalledWith('/api/pwa/feedback', expect.objectContaining({ method: 'POST', keepalive: true }));
    expect(JSON.parse(String((sent.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      widget_id: 'rate-stay',
      item_id: 'NV123',
      action: '/user-ratings/NV123?token=t',
    });
  });

  it('sends no feedback when call-to-action only, and stays until dismissed', () => {
    const sent = vi.fn(() => Promise.resolve(new Response(null)));
    vi.stubGlobal('fetch', sent);
    show({ ctaOnly: true, ctas: [{ label: 'Later', href: '/bookings' }] });
    fireEvent.click(screen.getByRole('link', { name: /How was your stay/ }));
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Later' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders nothing without a title, hides its ctas on hideCta, and refuses an image URL with an icon', () => {
    const { container } = show({ title: null });
    expect(container.textContent).toBe('');
    show({ hideCta: true, ctas: [{ label: 'Later', href: '/bookings' }] });
    expect(screen.queryByRole('link', { name: 'Later' })).toBeNull();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => show({ imageUrl: '/star.png' })).toThrow('never both');
  });
});
