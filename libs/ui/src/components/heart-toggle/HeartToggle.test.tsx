import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeartToggle } from './HeartToggle';

describe('HeartToggle', () => {
  it('is a toggle button named after the stay, pressed when saved', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<HeartToggle label="Save Baga Beach Resort" pressed={false} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Save Baga Beach Resort' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<HeartToggle label="Save Baga Beach Resort" pressed onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Save Baga Beach Resort', pressed: true })).toBeTruthy();
  });

  it('keeps the stay in the name when it shows a text', () => {
    render(<HeartToggle label="Save Canal House" pressed variant="inline" text="Saved" />);
    expect(screen.getByRole('button', { name: 'Save Canal House: Saved', pressed: true })).toBeTruthy();
  });
});
