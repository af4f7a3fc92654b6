import { notFound } from '../pages/not-found.server';

/** Every path no other route claims: the root error boundary shows 'Page not found' with status 404. */
export function loader(): never {
  return notFound();
}

export default function NotFound() {
  return null;
}
