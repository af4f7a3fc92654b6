import { useState } from 'react';
import styles from './Image.module.css';

export interface ImageProps {
  src: string;
  /** Empty for a decorative picture. */
  alt: string;
  width: number;
  height: number;
  /** 'eager' for the first, above-the-fold picture of a page. */
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's largest picture (its largest contentful paint): fetched before other images. */
  fetchPriority?: 'high' | 'low' | 'auto';
  sizes?: string;
  className?: string;
}

/**
 * A picture with its intrinsic size (no layout shift), lazily loaded by default, that shows a
 * placeholder until it has loaded (accounts-commerce §2 "Images"): the placeholder is the frame's
 * background, covered by the picture once it paints, with or without JavaScript; the shimmer stops on load.
 */
export function Image({ src, alt, width, height, loading = 'lazy', fetchPriority, sizes, className }: ImageProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <span className={[styles.frame, loaded ? styles.loaded : undefined, className].filter(Boolean).join(' ')} style={{ aspectRatio: `${width} / ${height}` }}>
      <img
        // An image can finish loading before hydration: read `complete` as soon as React attaches.
        ref={(element) => {
          if (element?.complete && element.naturalWidth > 0) setLoaded(true);
        }}
        className={styles.image}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={fetchPriority === 'high' ? 'sync' : 'async'}
        sizes={sizes}
        onLoad={() => setLoaded(true)}
      />
    </span>
  );
}
