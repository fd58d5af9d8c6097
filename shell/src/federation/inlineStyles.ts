// A prerendered page holds its area's stylesheets inline, each a <style data-href> under the file's name in the area's
// folder (scripts/prerender.tsx), which the area's webpack runtime takes as loaded. The federation runtime, loading an
// area through its manifest, also links the stylesheets of the exposed module (<link rel="stylesheet">) unless the
// page already links the same file: one the page holds inline would be downloaded and applied again, restyling the
// page as it hydrates. Its createLink hook hands the runtime, for those, a link element that loads nothing.

/** Whether the page holds the stylesheet at `url` inline: a <style data-href> naming that URL or its file in its folder. */
export function heldInline(doc: Document, url: string): boolean {
  const { href, pathname } = new URL(url, doc.baseURI);
  return Array.from(doc.querySelectorAll('style[data-href]')).some((style) => {
    const name = style.getAttribute('data-href') ?? '';
    return name === href || (!name.startsWith('/') && pathname.endsWith(`/${name}`));
  });
}

/** A federation runtime plugin: no link (stylesheet or preload) for a stylesheet the page holds inline. */
export function inlineStylesPlugin(doc: Document = document) {
  return {
    name: 'mealplan-inline-styles',
    createLink({ url }: { url: string }): HTMLLinkElement | undefined {
      return heldInline(doc, url) ? doc.createElement('link') : undefined;
    },
  };
}
