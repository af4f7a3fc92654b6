import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { INERT_MODULE_PRELOAD_REL, INERT_MODULE_TYPE } from './paint-first';

/** The opening tags the rewrite looks at: every link and script, of which makeInert changes the module ones. */
const LINK_OR_SCRIPT_TAG = /<(?:link|script)\b[^>]*>/g;

function makeInert(tag: string): string {
  if (tag.startsWith('<link')) return tag.replace(/\brel="modulepreload"/, `rel="${INERT_MODULE_PRELOAD_REL}"`);
  if (/\bsrc=/.test(tag)) return tag;
  return tag.replace(/\btype="module"/, `type="${INERT_MODULE_TYPE}"`);
}

/**
 * The streamed page with its module preloads and inline bootstrap modules made inert (see paint-first.ts). Works on
 * whole tags: a tag split between two chunks of React's stream waits for the rest of it, and so does a character
 * split between them.
 */
export function paintFirstStream(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  const rewrite = (html: string) => html.replace(LINK_OR_SCRIPT_TAG, makeInert);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = pending + decoder.write(chunk);
      const open = text.lastIndexOf('<');
      const cut = open !== -1 && text.indexOf('>', open) === -1 ? open : text.length;
      pending = text.slice(cut);
      done(null, rewrite(text.slice(0, cut)));
    },
    flush(done) {
      done(null, rewrite(pending + decoder.end()));
    },
  });
}
