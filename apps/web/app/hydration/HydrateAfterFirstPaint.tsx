import { useContext } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext } from 'react-router';
import { wakeModulesAfterFirstPaint } from './paint-first';

/**
 * The inline script that starts hydration once the page has painted (paint-first.ts). Rendered after <Scripts />,
 * whose inert elements it wakes, and signed with the response's nonce as React Router signs its own.
 */
export function HydrateAfterFirstPaint() {
  const nonce = useContext(FrameworkContext)?.nonce;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: wakeModulesAfterFirstPaint }} />;
}
