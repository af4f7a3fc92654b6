import styles from './Logo.module.css';

export interface LogoProps {
  /** The brand theme: the mark's shape and colours. */
  theme: 'nivaas' | 'dunelight';
  /** The brand's name: the wordmark's text and its accessible name. */
  name: string;
}

/**
 * Our own simple SVG wordmarks, drawn in the current text colour with the brand's accent
 * (brand colour on a light header, white over the hero): a rising sun over an arch for Nivaas,
 * a dune under a lighthouse beam for Dunelight Homes.
 */
export function Logo({ theme, name }: LogoProps) {
  // Wide enough for the wordmark in the system font (bold, 19px: about 12px a letter).
  const width = 44 + name.length * 12;
  return (
    <svg className={styles.logo} role="img" aria-label={name} viewBox={`0 0 ${width} 36`} width={width} height={36}>
      {theme === 'nivaas' ? <NivaasMark /> : <DunelightMark />}
      <text x="40" y="25" className={styles.wordmark}>
        {name}
      </text>
    </svg>
  );
}

function NivaasMark() {
  return (
    <g>
      <circle cx="18" cy="14" r="7" fill="var(--color-accent)" />
      <path d="M4 32 V20 a14 14 0 0 1 28 0 V32 h-6 V21 a8 8 0 0 0 -16 0 V32 Z" fill="currentColor" />
    </g>
  );
}

function DunelightMark() {
  return (
    <g>
      <path d="M18 3 L24 14 L12 14 Z" fill="var(--color-accent)" />
      <path d="M2 30 Q12 16 22 24 T36 22 V32 H2 Z" fill="currentColor" />
      <path d="M2 32 Q14 24 36 30 V32 Z" fill="var(--color-accent)" />
    </g>
  );
}
