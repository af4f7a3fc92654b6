/**
 * The page links to show: all of them up to 7 pages, else the first, the last, the current one and its
 * neighbours, with 'gap' where pages are left out.
 */
export function pageNumbers(current: number, last: number): (number | 'gap')[] {
  if (last <= 7) return Array.from({ length: last }, (_, index) => index + 1);
  const wanted = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const pages = [...wanted].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const page of pages) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && page - previous > 1) result.push(page - previous === 2 ? previous + 1 : 'gap');
    result.push(page);
  }
  return result;
}
