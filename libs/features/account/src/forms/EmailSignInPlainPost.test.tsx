import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { accountMessages } from '../messages';
import { EmailSignInForm } from './EmailSignInForm';

const api = { baseUrl: '' };

function renderForm(plainPost?: Parameters<typeof EmailSignInForm>[0]['plainPost']) {
  render(
    <IntlProvider locale="en" onError={() => undefined}>
      <EmailSignInForm api={api} onSignedIn={() => undefined} forgotPasswordHref="/reset-password" plainPost={plainPost} />
    </IntlProvider>,
  );
  return screen.getByRole('button', { name: 'Sign in with e-mail' }).closest('form') as HTMLFormElement;
}

/** What the browser does with the form before hydration: a POST, so the password never goes into a URL. */
describe('the e-mail sign-in form as a plain HTML form', () => {
  it('posts the e-mail address, the password and its anti-forgery token to the login page’s action', () => {
    const form = renderForm({ action: '/login?retUrl=%2Fbookings', tokenField: 'sign_in_token', token: 'abc' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/login?retUrl=%2Fbookings');
    expect([...new FormData(form).keys()].sort()).toEqual(['email', 'intent', 'password', 'sign_in_token']);
  });

  it('posts to the login page even where no action was given (a sign-in dialog)', () => {
    const form = renderForm();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/login');
  });

  it('shows the server’s reason and the e-mail address typed, with an empty password', () => {
    renderForm({
      action: '/login',
      tokenField: 'sign_in_token',
      token: 'abc',
      intent: 'email',
      email: 'asha@example.com',
      error: accountMessages.invalidCredentials,
    });
    expect(screen.getByRole('alert').textContent).toBe('The e-mail address or the password is not right.');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('asha@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });
});
