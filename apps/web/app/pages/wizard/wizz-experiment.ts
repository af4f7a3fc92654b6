/** The cookie the experiments write: URL-encoded JSON, one entry per experiment with its value, e.g. {"wizz":{"val":"1"}}. */
const EXPERIMENT_COOKIE = 'experimentJSON';

/**
 * Whether the wizz experiment is on for this guest (accounts-commerce §2: /wizard shows wizardPlus then). Any value
 * but "0", "false" or empty counts as on; a cookie that is not JSON counts as off.
 */
export function isWizzExperimentOn(cookieHeader: string | null): boolean {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${EXPERIMENT_COOKIE}=`))
    ?.slice(EXPERIMENT_COOKIE.length + 1);
  if (!raw) return false;
  try {
    const experiments = JSON.parse(decodeURIComponent(raw)) as Record<string, { val?: unknown } | undefined>;
    const value = String(experiments?.['wizz']?.val ?? '')
      .trim()
      .toLowerCase();
    return value !== '' && value !== '0' && value !== 'false';
  } catch {
    return false;
  }
}
