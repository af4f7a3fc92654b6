import type { LucideIcon } from 'lucide-react';
import styles from './Icon.module.css';

export interface IconProps {
  /** One Lucide icon, imported on its own (`lucide-react/icons/<name>`) so a page ships only the icons it shows. */
  icon: LucideIcon;
  /** Says what the icon means when no text beside it does; without it the icon is decoration, hidden from screen readers. */
  label?: string;
  size?: number;
  className?: string;
}

/** An SVG icon drawn in the text's colour: the same on every device, unlike emoji, which need a font. */
export function Icon({ icon: Glyph, label, size = 18, className }: IconProps) {
  const shared = { className: [styles.icon, className].filter(Boolean).join(' '), width: size, height: size, strokeWidth: 2, focusable: 'false' as const };
  return label ? <Glyph {...shared} role="img" aria-label={label} /> : <Glyph {...shared} aria-hidden="true" />;
}
