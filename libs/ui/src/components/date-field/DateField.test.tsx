import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DateField } from './DateField';

/** A check-out field whose owner refuses any date not after the check-in, as the search form does. */
function CheckOut({ checkin }: { checkin: string }) {
  const [checkout, setCheckout] = useState('2027-06-14');
  return (
    <>
      <DateField label="Check-out" value={checkout} min={checkin} onChange={(date) => date > checkin && setCheckout(date)} />
      <output>{checkout}</output>
    </>
  );
}

describe('DateField', () => {
  it('keeps what the browser holds while a year is typed digit by digit, though the owner refuses the years on the way', () => {
    render(<CheckOut checkin="2027-06-13" />);
    const field = screen.getByLabelText('Check-out') as HTMLInputElement;
    fireEvent.focus(field);
    // Chromium's date field reports each digit typed into the year: 0002, 0020, 0202, then 2027.
    for (const typed of ['0002-06-15', '0020-06-15', '0202-06-15']) {
      fireEvent.change(field, { target: { value: typed } });
      expect(field.value).toBe(typed);
      expect(screen.getByRole('status').textContent).toBe('2027-06-14');
    }
    fireEvent.change(field, { target: { value: '2027-06-15' } });
    expect(field.value).toBe('2027-06-15');
    expect(screen.getByRole('status').textContent).toBe('2027-06-15');
  });

  it('shows its owner’s value again once the guest leaves it', () => {
    render(<CheckOut checkin="2027-06-13" />);
    const field = screen.getByLabelText('Check-out') as HTMLInputElement;
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '0202-06-15' } });
    fireEvent.blur(field);
    expect(field.value).toBe('2027-06-14');
  });
});
