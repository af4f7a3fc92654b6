import { redirect, type ActionFunctionArgs } from 'react-router';
import { cookieConsentAction } from '../consent/cookie-consent.server';

export const action = ({ request }: ActionFunctionArgs) => cookieConsentAction(request, Date.now());

/** Nothing to show: a GET goes home. */
export const loader = () => redirect('/');
