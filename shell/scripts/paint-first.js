// The prerendered pages' loader (issue 23; scripts/prerender.tsx writes it beside the build as paint-first.<hash>.js and
// puts it in place of the shell's script tag, whose file it preloads). A deferred script runs as soon as the HTML is
// parsed, often before the browser has painted it: the shell's start-up then holds the prerendered page off the screen.
// This one starts the shell's script once the page has painted its content (first-contentful-paint), so the HTML is on
// screen first. A page made for another visitor (the guest's for a signed-in customer, the signed-in dashboard for a
// browser without a session; see src/prerendered.ts) is dropped here, unseen, and the script starts at once, as it does
// in a hidden tab. A plain script, no imports: it runs before anything else, and is not built by webpack.
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
  // A page made for another visitor goes before the browser lays it out or paints it, rather than once the shell's
  // script has run (src/prerendered.ts, dropPageForAnotherVisitor, whose attribute names these are; it then finds
  // nothing to drop). Returns whether it went.
  function dropPageForAnotherVisitor() {
    var root = document.getElementById('root');
    if (!root || !root.hasAttribute('data-prerendered')) return false;
    if ((root.getAttribute('data-prerendered-for') === 'signedIn') === signedIn()) return false;
    while (root.firstChild) root.removeChild(root.firstChild);
    root.removeAttribute('data-prerendered');
    root.removeAttribute('data-prerendered-area');
    root.removeAttribute('data-prerendered-for');
    return true;
  }
  var observes =
    typeof PerformanceObserver === 'function' &&
    Array.isArray(PerformanceObserver.supportedEntryTypes) &&
    PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  var painted = typeof performance.getEntriesByName === 'function' && performance.getEntriesByName('first-contentful-paint').length > 0;
  if (dropPageForAnotherVisitor() || document.visibilityState === 'hidden' || painted) {
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
