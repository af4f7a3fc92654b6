import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image';

describe('Image', () => {
  it('offers a generated picture in AVIF and WebP at every rendered width, with its layout size and intrinsic size', () => {
    const { container } = render(
      <Image src="/pictures/exterior-hotel-beach-1-960.webp" alt="Facade" width={400} height={280} sizes="(min-width: 780px) 25vw, 100vw" />,
    );
    const avif = container.querySelector('picture > source[type="image/avif"]');
    const image = container.querySelector('picture > img');
    expect(avif?.getAttribute('srcset')).toBe('/pictures/exterior-hotel-beach-1-480.avif 480w, /pictures/exterior-hotel-beach-1-960.avif 960w');
    expect(avif?.getAttribute('sizes')).toBe('(min-width: 780px) 25vw, 100vw');
    expect(image?.getAttribute('srcset')).toBe('/pictures/exterior-hotel-beach-1-480.webp 480w, /pictures/exterior-hotel-beach-1-960.webp 960w');
    expect(image?.getAttribute('sizes')).toBe('(min-width: 780px) 25vw, 100vw');
    expect([image?.getAttribute('src'), image?.getAttribute('width'), image?.getAttribute('height'), image?.getAttribute('loading')]).toEqual([
      '/pictures/exterior-hotel-beach-1-960.webp',
      '400',
      '280',
      'lazy',
    ]);
  });

  it('defaults the layout size of a generated picture to its width', () => {
    const { container } = render(<Image src="/pictures/view-lake-2-960.webp" alt="" width={320} height={240} />);
    expect(container.querySelector('img')?.getAttribute('sizes')).toBe('320px');
  });

  it('shows any other picture as it is, without sources it does not have', () => {
    const { container } = render(<Image src="/api/pwa/images/101/0.svg" alt="" width={320} height={240} loading="eager" fetchPriority="high" />);
    expect(container.querySelector('picture')).toBeNull();
    const image = container.querySelector('img');
    expect([image?.getAttribute('srcset'), image?.getAttribute('sizes'), image?.getAttribute('fetchpriority')]).toEqual([null, null, 'high']);
  });
});
