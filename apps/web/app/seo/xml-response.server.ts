/** A sitemap as crawlers expect it: XML, cached by them and by proxies as long as this server keeps it. */
export function xmlResponse(xml: string): Response {
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } });
}
