/** Where the provider sent the browser back: a redirect (Google, Facebook) or a form to post (Apple's form_post). */
export type ProviderAnswer = { kind: 'redirect'; url: URL } | { kind: 'form_post'; action: string; fields: Record<string, string> };

/**
 * A browser at the local provider: keeps its cookies, follows its redirects and fills its sign-in and consent forms
 * (any password) until the provider sends it off to another origin: the site's callback.
 */
export async function signInAtProvider(issuer: string, authorizeUrl: string, login: string): Promise<ProviderAnswer> {
  const issuerOrigin = new URL(issuer).origin;
  const jar = new Map<string, string>();
  const send = async (url: string, body?: Record<string, string>) => {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: body ? new URLSearchParams(body).toString() : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
  let response = await send(authorizeUrl);
  for (let step = 0; step < 12; step += 1) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, issuer);
      if (next.origin !== issuerOrigin) return { kind: 'redirect', url: next };
      response = await send(next.toString());
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((match) => [match[1] ?? '', match[2] ?? '']),
    );
    if (new URL(action, issuer).origin !== issuerOrigin) return { kind: 'form_post', action, fields };
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    response = await send(new URL(action, issuer).toString(), prompt === 'login' ? { prompt, login, password: 'any' } : { prompt: prompt ?? 'consent' });
  }
  throw new Error('the provider never sent the browser back');
}
