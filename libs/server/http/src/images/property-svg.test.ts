import { describe, expect, it } from 'vitest';
import { propertySvg } from './property-svg';

describe('generated property pictures', () => {
  it('draw the same picture for the same property and index', () => {
    expect(propertySvg(101, 0)).toBe(propertySvg(101, 0));
  });

  it.each([
    [101, 0, 101, 1],
    [101, 0, 102, 0],
    [5, 2, 6, 2],
  ])('differ between property %i picture %i and property %i picture %i', (idA, indexA, idB, indexB) => {
    expect(propertySvg(idA, indexA)).not.toBe(propertySvg(idB, indexB));
  });

  it('are well-formed SVG with a label naming the picture', () => {
    const svg = propertySvg(42, 3);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('aria-label="Picture 3 of property 42"');
  });

  it('draw a house with a roof for homes and a many-windowed block for hotels', () => {
    expect(propertySvg(7, 0, 'home')).toContain('<path d="M');
    expect(propertySvg(7, 0, 'hotel').match(/fill="#bcd9ee"/g)?.length).toBeGreaterThanOrEqual(24);
  });
});
