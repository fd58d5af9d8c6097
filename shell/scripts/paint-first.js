// The prerendered pages' loader (issue 23; scripts/prerender.tsx writes it beside the build as paint-first.<hash>.js and
// puts it in place of the shell's script tag, whose file it prefetches). A deferred script runs as soon as the HTML is
// parsed, often before the browser has painted it: the shell's start-up then holds the prerendered page off the screen.
// A page made for another visitor (the guest's for a signed-in customer, the signed-in dashboard for a browser without
// a session; see src/prerendered.ts) is dropped here, unseen, and the script starts at once, as it does in a hidden tab.
// - A signed-in customer's page starts the shell's script once it has painted its content (first-contentful-paint), so
//   the HTML is on screen first; the page waits for the customer's data.
// - A guest's page (the landing, sign-in, sign-up) answers from its HTML until React has it (issue 38): links are
//   links, fields take typing, and the controls that need the script (marked data-until-script, disabled in the HTML so
//   a browser without scripts never sends the sign-in form as a plain one) are enabled here. A tap on a button and a
//   form's submission are kept and handed to the shell, which replays them once React has hydrated the page
//   (src/keptInput.tsx; what was typed, the kit's fields tell React as they are hydrated: useTypedBeforeHydration); a
//   button that only sets a cookie (the cookie notice's Ok) is done at the tap. The shell's script starts at the
//   visitor's first touch, click, key or focus, or once the page has loaded and the browser has been idle for a while:
//   a phone is not kept busy while the page is being read.
// A plain script, no imports: it runs before anything else, and is not built by webpack.
/* global document, window, requestAnimationFrame, Element, HTMLFormElement */
(function () {
  var current = document.currentScript;
  var src = current && current.getAttribute('data-main');
  if (!src) return;
  // The shell's start-up chunks (data-startup: the ones index.html preloads, shared/build/startup-preload.js). They are
  // added before the shell's script, so its webpack runtime finds them loaded or on their way instead of adding a
  // <script> per chunk in the start-up's first task; one per task, so no task of this loader is a long one: adding a
  // script costs the page's thread about 1 ms on an idle page, and 3 to 5 ms while the page starts (Chromium, issue
  // 38: four in one task took 10 to 19 ms of this machine's time, 50 ms at 4x in Lighthouse).
  var chunks = (current.getAttribute('data-startup') || '').split(' ').filter(Boolean);
  var started = false;
  // The next task: scheduler.postTask where there is one (setTimeout's delay grows to 4 ms once nested five deep).
  function nextTask(run) {
    var scheduler = window.scheduler;
    if (scheduler && typeof scheduler.postTask === 'function') scheduler.postTask(run);
    else setTimeout(run, 0);
  }
  // Adds the script unless the page has it already (the shell's runtime asked for it first); returns whether it added it.
  function addScript(url) {
    if (document.querySelector('script[src="' + url + '"]')) return false;
    var script = document.createElement('script');
    script.src = url;
    document.head.appendChild(script);
    return true;
  }
  // A prerendered page holds only the rules its HTML uses, each sheet's whole text beside it in parts, each a <script
  // type="text/css" data-full-style> (scripts/usedRules.ts), a part per task (Blink parses a sheet's text as it is
  // set). Every part but the last goes in a <style data-part-of> before the used rules, which keep deciding for the
  // page's elements meanwhile; the last one takes the used rules' place: the parts then stand in the sheet's order.
  // Returns true (it did a task's work).
  function wholeSheetPart(full) {
    var href = full.getAttribute('data-full-style');
    var sheet = null;
    var styles = document.querySelectorAll('style[data-href]');
    for (var i = 0; i < styles.length; i += 1) if (styles[i].getAttribute('data-href') === href) sheet = styles[i];
    var parts = 0;
    var all = document.querySelectorAll('script[data-full-style]');
    for (var j = 0; j < all.length; j += 1) if (all[j].getAttribute('data-full-style') === href) parts += 1;
    if (sheet && parts > 1) {
      var part = document.createElement('style');
      part.setAttribute('data-part-of', href);
      part.textContent = full.textContent;
      sheet.parentNode.insertBefore(part, sheet);
    } else if (sheet) sheet.textContent = full.textContent;
    full.parentNode.removeChild(full);
    return true;
  }
  function start() {
    if (started) return;
    started = true;
    // The whole sheets first, a part per task, then the scripts: the shell finds every sheet whole when it runs.
    var steps = Array.prototype.map.call(document.querySelectorAll('script[data-full-style]'), function (full) {
      return function () {
        return wholeSheetPart(full);
      };
    });
    chunks.concat(src).forEach(function (url) {
      steps.push(function () {
        return addScript(url);
      });
    });
    (function next() {
      while (steps.length > 0 && !steps.shift()());
      if (steps.length > 0) nextTask(next);
    })();
  }
  // A button that sets a cookie (the cookie notice's Ok: data-sets-cookie holds the cookie's whole text) needs no script:
  // it is done here, at the tap, before React has the page. A link followed at once asks for the next page with the
  // cookie (the server sends the copy without the notice). What it answers (data-hides names the element) leaves the
  // screen at once; React takes it out of the page (src/chrome/CookieNotice.tsx).
  function setCookie(target) {
    document.cookie = target.getAttribute('data-sets-cookie');
    var hides = target.getAttribute('data-hides');
    if (hides) {
      var style = document.createElement('style');
      style.textContent = '#' + hides + '{display:none}';
      document.head.appendChild(style);
    }
    start();
  }
  // Enables a control that waits for the script (disabled in the HTML, so a browser without scripts never uses it).
  function enable(control) {
    control.removeAttribute('disabled');
    control.removeAttribute('data-until-script');
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
  // The root's attribute saying the loader keeps the page's input until React has it (src/prerendered.ts names it).
  var KEEPS_INPUT = 'data-keeps-input';
  // How long a guest page, loaded and untouched, waits before the shell starts when the browser is idle.
  var IDLE_START_MS = 3000;
  // The events that start the shell on a guest page: the visitor reaches for it.
  var REACHING = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

  // A guest's page: enables what waits for the script, keeps taps on buttons and form submissions, and starts the shell
  // when the visitor reaches for the page or when the browser is idle after the load. The shell takes what was kept
  // with window.mealplanKeptInput(), which also stops the keeping.
  function answerAsHtml(root) {
    var kept = [];
    // A kept tap or submission shows the page is on it (shell.css) until the shell replays it.
    function keep(event, kind, target) {
      event.preventDefault();
      event.stopPropagation();
      kept.push({ kind: kind, target: target });
      root.setAttribute('aria-busy', 'true');
      target.setAttribute('data-kept', '');
      start();
    }
    function keepTap(event) {
      var target = event.target instanceof Element ? event.target.closest('button, [role="button"], summary') : null;
      if (!target || !root.contains(target)) return;
      if (target.hasAttribute('data-sets-cookie')) setCookie(target);
      else keep(event, 'click', target);
    }
    function keepSubmit(event) {
      if (event.target instanceof HTMLFormElement && root.contains(event.target)) keep(event, 'submit', event.target);
    }
    var options = { capture: true, passive: true };
    document.addEventListener('click', keepTap, true);
    document.addEventListener('submit', keepSubmit, true);
    REACHING.forEach(function (type) {
      document.addEventListener(type, start, options);
    });
    Array.prototype.forEach.call(root.querySelectorAll('[data-until-script]'), enable);
    root.setAttribute(KEEPS_INPUT, '');
    window.mealplanKeptInput = function () {
      document.removeEventListener('click', keepTap, true);
      document.removeEventListener('submit', keepSubmit, true);
      REACHING.forEach(function (type) {
        document.removeEventListener(type, start, options);
      });
      root.removeAttribute(KEEPS_INPUT);
      root.removeAttribute('aria-busy');
      kept.forEach(function (each) {
        each.target.removeAttribute('data-kept');
      });
      window.mealplanKeptInput = undefined;
      return kept;
    };
    function startWhenIdle() {
      setTimeout(function () {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: IDLE_START_MS });
        else start();
      }, IDLE_START_MS);
    }
    if (document.readyState === 'complete') startWhenIdle();
    else window.addEventListener('load', startWhenIdle, { once: true });
  }

  // The root's attribute saying the loader holds a signed-in page's input but for its cookie buttons (src/prerendered.ts
  // names it: the shell then leaves the root as it is).
  var HOLDS_INPUT = 'data-holds-input';
  // A signed-in customer's page cannot answer a tap until React has rendered it (its buttons have no handlers yet): it
  // is inert from now on, as the shell makes it when its first script runs (src/prerendered.ts, holdUntilHydrated),
  // until React's render takes its place. A tap meanwhile was lost, the profile menu's toggle did nothing. A button
  // that only sets a cookie (the cookie notice's Ok) needs no script: it is enabled and done at the tap (on a slow
  // phone the notice stayed greyed out for seconds), and everything beside the notice is inert instead of the page.
  function holdAllButCookieButtons(root) {
    var answering = root.querySelectorAll('[data-sets-cookie]');
    if (answering.length === 0) {
      root.setAttribute('inert', '');
      return;
    }
    // What stays answerable: what each button answers (data-hides: the notice, whose privacy policy link is a link), or
    // the button alone.
    var kept = [];
    Array.prototype.forEach.call(answering, function (button) {
      var answers = document.getElementById(button.getAttribute('data-hides') || '');
      var unit = answers && root.contains(answers) && answers.contains(button) ? answers : button;
      for (var element = unit; element && element !== root; element = element.parentElement) kept.push(element);
    });
    kept.forEach(function (element) {
      Array.prototype.forEach.call(element.parentElement.children, function (sibling) {
        if (kept.indexOf(sibling) < 0) sibling.setAttribute('inert', '');
      });
    });
    Array.prototype.forEach.call(answering, enable);
    root.setAttribute(HOLDS_INPUT, '');
    // Only the HTML's own buttons: React's render takes their place, with its own handlers.
    document.addEventListener(
      'click',
      function (event) {
        var target = event.target instanceof Element ? event.target.closest('[data-sets-cookie]') : null;
        if (target && Array.prototype.indexOf.call(answering, target) >= 0) setCookie(target);
      },
      true,
    );
  }

  if (dropPageForAnotherVisitor() || document.visibilityState === 'hidden') {
    start();
    return;
  }
  var root = document.getElementById('root');
  if (root && root.hasAttribute('data-prerendered') && root.getAttribute('data-prerendered-for') !== 'signedIn') {
    answerAsHtml(root);
    return;
  }
  if (root && root.hasAttribute('data-prerendered')) holdAllButCookieButtons(root);
  var observes =
    typeof PerformanceObserver === 'function' &&
    Array.isArray(PerformanceObserver.supportedEntryTypes) &&
    PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  var painted = typeof performance.getEntriesByName === 'function' && performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted) {
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
