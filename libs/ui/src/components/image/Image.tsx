import { useState } from 'react';
import styles from './Image.module.css';
import { responsiveSources } from './responsive-sources';

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
  /** The width the picture takes in the layout, for the browser to choose among the rendered widths (default: `width` px). */
  sizes?: string;
  className?: string;
}

/**
 * A picture with its intrinsic size (no layout shift), lazily loaded by default, that shows a
 * placeholder until it has loaded (accounts-commerce §2 "Images"): the placeholder is the frame's
 * background, covered by the picture once it paints, with or without JavaScript; the shimmer stops on load.
 * A generated picture is offered in AVIF and WebP at each rendered width (responsive-sources.ts).
 */
export function Image({ src, alt, width, height, loading = 'lazy', fetchPriority, sizes, className }: ImageProps) {
  const [loaded, setLoaded] = useState(false);
  const sources = responsiveSources(src);
  const shownSizes = sizes ?? (sources ? `${width}px` : undefined);
  const image = (
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
      srcSet={sources?.webp}
      sizes={shownSizes}
      onLoad={() => setLoaded(true)}
    />
  );
  return (
    <span className={[styles.frame, loaded ? styles.loaded : undefined, className].filter(Boolean).join(' ')} style={{ aspectRatio: `${width} / ${height}` }}>
      {sources ? (
        <picture className={styles.picture}>
          <source type="image/avif" srcSet={sources.avif} sizes={shownSizes} />
          {image}
        </picture>
      ) : (
        image
      )}
    </span>
  );
}
