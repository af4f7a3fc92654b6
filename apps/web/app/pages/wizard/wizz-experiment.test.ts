import { describe, expect, it } from 'vitest';
import { isWizzExperimentOn } from './wizz-experiment';

const cookie = (value: unknown) => `theme=dark; experimentJSON=${encodeURIComponent(JSON.stringify(value))}; locale=en`;

describe('the wizz experiment flag', () => {
  it.each([
    ['on', cookie({ wizz: { val: '1' } }), true],
    ['on with another value', cookie({ wizz: { val: 'B' }, other: { val: '0' } }), true],
    ['off', cookie({ wizz: { val: '0' } }), false],
    ['absent from the experiments', cookie({ homeV2: { val: '1' } }), false],
    ['no cookie', 'locale=en', false],
    ['no header', null, false],
    ['a cookie that is not JSON', 'experimentJSON=%7Bwizz', false],
  ])('%s', (_name, header, on) => {
    expect(isWizzExperimentOn(header)).toBe(on);
  });
});
