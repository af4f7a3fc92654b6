/** Account pages carry their title and are never indexed. */
export function accountPageMeta(data: { title: string } | undefined) {
  return data ? [{ title: data.title }, { name: 'robots', content: 'noindex, nofollow' }] : [];
}
