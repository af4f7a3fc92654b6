import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Stepper } from './Stepper';

function Harness() {
  const [value, setValue] = useState(1);
  return <Stepper label="adults" value={value} min={1} max={3} onChange={setValue} />;
}

describe('Stepper', () => {
  it('counts up to its maximum and down to its minimum, disabling the button at each end', async () => {
    const user = userEvent.setup();
    render(
      <IntlProvider locale="en">
        <Harness />
      </IntlProvider>,
    );
    const more = screen.getByRole('button', { name: 'More adults' });
    const fewer = screen.getByRole('button', { name: 'Fewer adults' });
    expect((fewer as HTMLButtonElement).disabled).toBe(true);
    await user.click(more);
    await user.click(more);
    expect(screen.getByRole('status').textContent).toBe('3');
    expect((more as HTMLButtonElement).disabled).toBe(true);
    await user.click(fewer);
    expect(screen.getByRole('status').textContent).toBe('2');
  });
});
