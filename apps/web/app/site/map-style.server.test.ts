// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mapStyleUrlFrom } from './map-style.server';

describe('the map tile style from the environment (issue 5: the tile URL is configuration for production)', () => {
  it('takes an http(s) style URL', () => {
    expect(mapStyleUrlFrom({ MAP_STYLE_URL: 'https://tiles.example.org/styles/light/style.json' })).toBe('https://tiles.example.org/styles/light/style.json');
    expect(mapStyleUrlFrom({ MAP_STYLE_URL: ' http://127.0.0.1:8080/style.json ' })).toBe('http://127.0.0.1:8080/style.json');
  });

  it('falls back to the shipped basemap without one, or with anything that is not an http(s) address', () => {
    for (const value of [undefined, '', '   ', 'javascript:alert(1)', 'file:///etc/passwd', 'not a url', 'data:application/json,{}']) {
      expect(mapStyleUrlFrom({ MAP_STYLE_URL: value }), String(value)).toBeNull();
    }
  });
});
