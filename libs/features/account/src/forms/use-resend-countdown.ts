import { useEffect, useState } from 'react';
import type { OtpReply } from '@stays/api-client';

/**
 * Seconds until the guest may ask for another code: resend_after_seconds of the latest send, counted down once a
 * second to 0 (the API refuses an earlier resend). Counted from the clock, not by ticks, so a tab the browser
 * throttled in the background still shows the right number when the guest comes back.
 */
export function useResendCountdown(sent: OtpReply): number {
  const [secondsLeft, setSecondsLeft] = useState(sent.resend_after_seconds);
  useEffect(() => {
    const wait = sent.resend_after_seconds;
    setSecondsLeft(wait);
    if (wait <= 0) return undefined;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(0, wait - Math.floor((Date.now() - startedAt) / 1000));
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sent]);
  return secondsLeft;
}
