import { describe, expect, it } from 'vitest';
import { percentEncode } from './percent-encoding';

describe('percentEncode writes what a hostile client can send', () => {
  it.each([
    ['plain text as encodeURIComponent does', 'goa beach/1?&=', encodeURIComponent('goa beach/1?&=')],
    ['a surrogate pair as its UTF-8 bytes', '😀', '%F0%9F%98%80'],
    ['a lone high surrogate as its WTF-8 bytes, not UTF-8', '\ud800', '%ED%A0%80'],
    ['a lone low surrogate after text', 'x\udfff', 'x%ED%BF%BF'],
    ['NUL', '\u0000', '%00'],
  ])('%s', (_case, text, encoded) => {
    expect(percentEncode(text)).toBe(encoded);
  });
});
