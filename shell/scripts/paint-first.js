// The prerendered pages' loader (issue 23; scripts/prerender.tsx writes it beside the build as paint-first.<hash>.js and
// puts it in place of the shell's script tag, whose file it preloads). A deferred script runs as soon as the HTML is
// parsed, often before the browser has painted it: the shell's start-up then holds the prerendered page off the screen.
// This one starts the shell's script once the page has painted its content (first-contentful-paint), so the HTML is on
// screen first; a signed-in customer (whose page is not the guest's, see src/prerendered.ts: the guest HTML is dropped
// here) and a hidden tab start it at once. A plain script, no imports: it runs before anything else, and is not built by webpack.
/* global document, window, requestAnimationFrame */
(function () {
  var current = document.currentScript;
  var src = current && current.getAttribute('data-main');
  if (!src) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = src;
    document.head.appendChild(script);
  }
  function signedIn() {
    try {
      return Boolean(window.localStorage.getItem('token'));
    } catch {
      return false;
    }
  }
  // A signed-in customer's page is not the guest's: the guest HTML goes before the browser lays it out or paints it,
  // rather than once the shell's script has run (src/prerendered.ts, dropGuestPageWhenSignedIn, whose attribute names
  // these are; it then finds nothing to drop).
  function dropGuestPage() {
    var root = document.getElementById('root');
    if (!root || !root.hasAttribute('data-prerendered')) return;
    while (root.firstChild) root.removeChild(root.firstChild);
    root.removeAttribute('data-prerendered');
    root.removeAttribute('data-prerendered-area');
  }
  var observes =
    typeof PerformanceObserver === 'function' &&
    Array.isArray(PerformanceObserver.supportedEntryTypes) &&
    PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  var painted = typeof performance.getEntriesByName === 'function' && performance.getEntriesByName('first-contentful-paint').length > 0;
  if (signedIn()) {
    dropGuestPage();
    start();
    return;
  }
  if (document.visibilityState === 'hidden' || painted) {
    start();
    return;
  }
  if (!observes) {
    // After the next frame.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // A page that does not paint soon (a browser that reports no paint) starts anyway.
  setTimeout(start, 1000);
})();
