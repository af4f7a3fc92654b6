import { DESKTOP_POPUP_BREAKPOINT_PX, SNACKBAR_MOBILE_BOTTOM_OFFSET_PX } from '@stays/brand-config';

/** Bottom snackbar props (accounts-commerce §2). */
export interface SnackbarProps {
  title?: string | null;
  subtitle?: string | null;
  imageUrl?: string | null;
  icon?: string | null;
  ctas?: readonly unknown[];
  hideCta?: boolean;
  /** Call-to-action-only snackbars send no feedback when tapped. */
  ctaOnly?: boolean;
}

export type SnackbarCheck = { valid: true } | { valid: false; reason: 'noTitle' | 'imageUrlAndIcon' };

/**
 * "It renders nothing without a title"; "icon (image URL or icon, never both)" and "Snackbar with image URL plus icon
 * raises an error" (accounts-commerce §2, §8).
 */
export function checkSnackbar(props: SnackbarProps): SnackbarCheck {
  if (props.imageUrl && props.icon) return { valid: false, reason: 'imageUrlAndIcon' };
  if (!props.title) return { valid: false, reason: 'noTitle' };
  return { valid: true };
}

/** "Tapping it sends feedback unless it is call-to-action-only". */
export function sendsFeedbackOnTap(props: SnackbarProps): boolean {
  return !props.ctaOnly;
}

/** "On screens up to 780px wide it sits 60px from the bottom." */
export function snackbarBottomOffsetPx(viewportWidth: number): number {
  return viewportWidth <= DESKTOP_POPUP_BREAKPOINT_PX ? SNACKBAR_MOBILE_BOTTOM_OFFSET_PX : 0;
}
