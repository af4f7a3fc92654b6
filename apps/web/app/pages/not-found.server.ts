import { data } from 'react-router';

/** Throws the 404 response the root error boundary renders as the 'Page not found' page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}
