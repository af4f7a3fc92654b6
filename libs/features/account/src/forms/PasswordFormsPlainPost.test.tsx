import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { accountMessages } from '../messages';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

const api = { baseUrl: '' };
const inEnglish = (ui: ReactNode) =>
  render(
    <IntlProvider locale="en" onError={() => undefined}>
      {ui}
    </IntlProvider>,
  );
const formOf = (button: string) => screen.getByRole('button', { name: button }).closest('form') as HTMLFormElement;

/** Before hydration the browser submits these itself: as POSTs, so no password or address goes into a URL. */
describe('the password forms as plain HTML forms', () => {
  it('posts the new password', () => {
    inEnglish(<ResetPasswordForm api={api} token="tok" email="asha@example.com" signInHref="/login" />);
    const form = formOf('Save new password');
    expect(form.getAttribute('method')).toBe('post');
    expect([...new FormData(form).keys()].sort()).toEqual(['intent', 'password']);
  });

  it('posts the address a reset link is asked for', () => {
    inEnglish(<ForgotPasswordForm api={api} />);
    const form = formOf('Send me a reset link');
    expect(form.getAttribute('method')).toBe('post');
    expect([...new FormData(form).keys()].sort()).toEqual(['intent', 'user_email']);
  });

  it('shows what the server answered a form posted before hydration', () => {
    inEnglish(
      <ResetPasswordForm api={api} token="tok" email="asha@example.com" signInHref="/login" posted={{ done: false, error: accountMessages.linkInvalid }} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('This link has expired or was already used. Ask for a new one.');
  });
});
