import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers';

describe('page links', () => {
  it('lists every page up to seven', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('beyond that, the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageNumbers(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});
