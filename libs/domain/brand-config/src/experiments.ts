/**
 * Experiments (accounts-commerce §3 "Tracking and experiments": experimentJSON, entries with `val`; the logged-out
 * experiment under key `loggedOutExp`). A device's variant of each experiment is a pure function of its device id
 * (the fingerprint2 cookie) and the experiment's split, so it is the same on every page and every visit, on the server
 * and in the browser, without anything stored. The `expd` cookie (statistics) keeps the variants of the browser
 * session once the guest allows statistics, so a split changed mid-session does not switch a guest's page under them.
 */
export type ExperimentKey = 'newHome' | 'wizz' | 'listing40' | 'loggedOutExp';

/** A variant and its share of devices, in percent. */
interface ExperimentVariant {
  val: string;
  percent: number;
}

export interface ExperimentDefinition {
  key: ExperimentKey;
  /** What the guest sees in each variant, for whoever reads the dashboard split by variant. */
  description: string;
  /** Shares add up to 100; the first variant is the control. */
  variants: readonly ExperimentVariant[];
}

const halfAndHalf = [
  { val: '0', percent: 50 },
  { val: '1', percent: 50 },
] as const;

export const EXPERIMENTS: readonly ExperimentDefinition[] = [
  { key: 'newHome', description: 'Home: classic home (0) or new home (1)', variants: halfAndHalf },
  { key: 'wizz', description: '/wizard: the wizard landing (0) or wizardPlus (1)', variants: halfAndHalf },
  { key: 'listing40', description: 'Listing on desktop: 20 (0) or 40 (1) properties per page', variants: halfAndHalf },
  { key: 'loggedOutExp', description: 'Guests not signed in, on / and /jp/: no quick-login pop-up (0) or the pop-up (1)', variants: halfAndHalf },
];

/** experimentJSON: every experiment with the device's variant, e.g. {"newHome":{"val":"1"},"wizz":{"val":"0"},…}. */
export type ExperimentJSON = Record<ExperimentKey, { val: string }>;

/** 32-bit FNV-1a of the text, then murmur3's finaliser so that ids differing in one character spread over all buckets. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * The device's variant of one experiment: its bucket (0–9,999, from the device id and the experiment's key, so the
 * experiments split devices independently of each other) falls into one variant's share.
 */
export function assignVariant(deviceId: string, experiment: ExperimentDefinition): string {
  const bucket = hash32(`${experiment.key}:${deviceId}`) % 10_000;
  let upTo = 0;
  for (const variant of experiment.variants) {
    upTo += variant.percent * 100;
    if (bucket < upTo) return variant.val;
  }
  return experiment.variants[0]?.val ?? '0';
}

/**
 * The device's experimentJSON: the variants kept for this session (`pinned`, from the expd cookie) where they are
 * variants of the experiment, the others assigned from the device id.
 */
export function assignExperiments(deviceId: string, pinned: Partial<ExperimentJSON> = {}): ExperimentJSON {
  const entries = EXPERIMENTS.map((experiment) => {
    const kept = pinned[experiment.key]?.val;
    const val = kept !== undefined && experiment.variants.some((variant) => variant.val === kept) ? kept : assignVariant(deviceId, experiment);
    return [experiment.key, { val }] as const;
  });
  return Object.fromEntries(entries) as ExperimentJSON;
}

/** Every experiment's control (its first variant): what every guest sees while experiments are switched off. */
export function controlExperiments(): ExperimentJSON {
  return Object.fromEntries(EXPERIMENTS.map(({ key, variants }) => [key, { val: variants[0]?.val ?? '0' }])) as ExperimentJSON;
}

/** Whether an experiment is on: any variant but "0" (the control). */
export function isExperimentOn(experiments: ExperimentJSON, key: ExperimentKey): boolean {
  return experiments[key].val !== '0';
}

/**
 * The variants as analytics payload fields (`exp_newhome: "1"`…), so a dashboard can split any event by variant. The
 * logged-out experiment is a guest's only while they are not signed in ("logged-out vs logged-in: different …
 * experiment data", accounts-commerce §4).
 */
export function experimentPayload(experiments: ExperimentJSON, signedIn: boolean): Record<string, string> {
  const fields = EXPERIMENTS.filter(({ key }) => !(signedIn && key === 'loggedOutExp')).map(({ key }) => [`exp_${key.toLowerCase()}`, experiments[key].val]);
  return Object.fromEntries(fields) as Record<string, string>;
}

/** The expd cookie's value: experimentJSON as URL-encoded JSON. */
export function serializeExperimentJSON(experiments: ExperimentJSON): string {
  return encodeURIComponent(JSON.stringify(experiments));
}

/** The entries of an expd cookie that name an experiment and carry a `val`; nothing when it is absent or not JSON. */
export function parseExperimentJSON(value: string | undefined | null): Partial<ExperimentJSON> {
  if (!value) return {};
  try {
    const decoded: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof decoded !== 'object' || decoded === null) return {};
    const kept: Partial<ExperimentJSON> = {};
    for (const { key } of EXPERIMENTS) {
      const val: unknown = (decoded as Record<string, { val?: unknown } | undefined>)[key]?.val;
      if (typeof val === 'string' || typeof val === 'number') kept[key] = { val: String(val) };
    }
    return kept;
  } catch {
    return {};
  }
}
