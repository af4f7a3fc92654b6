/** Microsite or webview mode (guest-journey §1, accounts-commerce §1). */
const MICROSITE_HIDDEN_COMPONENTS = [
  'appCard',
  'insuranceBanner',
  'callerIdButton',
  'mysteryDeal',
  'addToHomeScreen',
  'bookingShareButton',
  'bookingCallButton',
] as const;

export const DEFAULT_DEVICE_ROLE = 'Consumer_Guest';

export interface MicrositeConfig {
  name: string;
  /** Device role sent on sign-in and booking; default Consumer_Guest (guest-journey §6). */
  deviceRole: string;
  /** Open the date and guest picker without the search popup (guest-journey §2). */
  avoidSearchPopup: boolean;
}

export const DEFAULT_MICROSITE_CONFIG: MicrositeConfig = { name: 'default', deviceRole: DEFAULT_DEVICE_ROLE, avoidSearchPopup: false };

/**
 * The header by which the microsite shell (apps/microsite) tells the web site that a request is a partner's
 * microsite page, with the partner's name as its value.
 */
export const MICROSITE_PARTNER_HEADER = 'x-stays-microsite';

const PARTNER_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * A partner's microsite config by the name in its link (`?microsite=lakeside-travel`): lowercase letters, digits and
 * hyphens; anything else is no partner (null). A partner without settings of its own runs the default config.
 */
export function micrositeConfigNamed(name: string | null | undefined): MicrositeConfig | null {
  const normalised = name?.trim().toLowerCase() ?? '';
  return PARTNER_NAME.test(normalised) ? { ...DEFAULT_MICROSITE_CONFIG, name: normalised } : null;
}

/** Whether a component shows: in microsite or webview mode the listed components are hidden. */
export function isComponentShown(component: string, isMicrositeOrWebview: boolean): boolean {
  return !(isMicrositeOrWebview && (MICROSITE_HIDDEN_COMPONENTS as readonly string[]).includes(component));
}

/** Device role from a microsite config; Consumer_Guest without one. */
export function deviceRoleOf(config: Partial<MicrositeConfig> | undefined): string {
  return config?.deviceRole || DEFAULT_DEVICE_ROLE;
}
