/**
 * Paint first, then hydrate. A server-rendered page is complete HTML: the guest can read it (and follow its links)
 * before any JavaScript runs. On a slow phone network the page's modules (a few hundred KB) would otherwise share
 * the first seconds with the stylesheets and the hero photo, and hold back the first paint. So the server sends
 * React Router's module preloads and its inline bootstrap module inert (paint-first-stream.server.ts), and a small
 * inline script (HydrateAfterFirstPaint) turns them live once the page has painted — or at once when there is no
 * paint to wait for (a hidden tab, a browser without paint timing), and at the latest a few seconds after the load
 * event.
 */

/** `rel` of a module preload sent inert: a value browsers do not know fetches nothing. */
export const INERT_MODULE_PRELOAD_REL = 'paint-first-modulepreload';

/** `type` of an inline module sent inert: a script of an unknown type is not run. */
export const INERT_MODULE_TYPE = 'paint-first/module';

/** How long after the load event hydration still waits for a first paint (a fast network can load the page first). */
export const PAINT_WAIT_AFTER_LOAD_MS = 3_000;

/**
 * The browser side, run inline at the end of <body> (after the inert elements it wakes). Kept in plain ES5
 * without dependencies: it is sent as text.
 */
export const wakeModulesAfterFirstPaint = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preloads = document.querySelectorAll('link[rel="${INERT_MODULE_PRELOAD_REL}"]');
    for (var i = 0; i < preloads.length; i += 1) preloads[i].rel = 'modulepreload';
    var inert = document.querySelectorAll('script[type="${INERT_MODULE_TYPE}"]');
    for (var j = 0; j < inert.length; j += 1) {
      var live = document.createElement('script');
      for (var k = 0; k < inert[j].attributes.length; k += 1) live.setAttribute(inert[j].attributes[k].name, inert[j].attributes[k].value);
      live.type = 'module';
      live.async = true;
      live.nonce = inert[j].nonce;
      live.textContent = inert[j].textContent;
      inert[j].replaceWith(live);
    }
  }
  var canWait = document.visibilityState === 'visible' && typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (!canWait) return start();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  // Should no paint ever be reported, the page still comes alive: a while after everything else has loaded.
  window.addEventListener('load', function () { setTimeout(start, ${PAINT_WAIT_AFTER_LOAD_MS}); }, { once: true });
})();`;
