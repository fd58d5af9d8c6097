/** @jest-environment jsdom */
// Issue 7 point 7: one allow-list for HTML from the server; the page side (DOMPurify in the kit's SafeHtml).
import { render } from '@testing-library/react';
import { SafeHtml, sanitiseHtml } from '../../src/ui/SafeHtml';

/** The cleaned HTML as the browser reads it back (DOMPurify's own serialisation). */
const clean = (html: string) => sanitiseHtml(html);

describe('sanitiseHtml (page side of the shared allow-list)', () => {
  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a script hidden in svg', '<svg><script>alert(1)</script><text>t</text></svg><p>ok</p>', '<p>ok</p>'],
    ['a style element and attribute', '<style>body{display:none}</style><p style="position:fixed">x</p>', '<p>x</p>'],
    ['event handlers', '<h2 onclick="steal()">Title</h2><img src="/a.png" onerror="steal()" alt="a">', '<h2>Title</h2><img src="/a.png" alt="a">'],
    [
      'javascript: URLs, however written',
      '<a href="javascript:alert(1)">a</a><a href=" JaVa&#x09;Script:alert(1)">b</a><a href="jav&#x0A;ascript:x">c</a>',
      '<a>a</a><a>b</a><a>c</a>',
    ],
    [
      'data: and protocol-relative URLs',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d"><a href="//evil.example/">e</a>',
      '<img alt="d"><a>e</a>',
    ],
    [
      'iframes, objects and embeds with their content',
      '<iframe src="https://evil.example">inner</iframe><object data="x.swf">o</object><embed src="x"><p>after</p>',
      '<p>after</p>',
    ],
    ['ids, classes and unknown attributes', '<p id="x" class="y" data-z="1" aria-hidden="true" title="t">p</p>', '<p>p</p>'],
    ['an attribute allowed on another element only', '<p href="/x" start="2">p</p><td>cell</td>', '<p>p</p>cell'],
  ])('removes %s', (_case, dirty, expected) => {
    expect(clean(dirty)).toBe(expected);
  });

  it('keeps headings, paragraphs, links, lists, emphasis, tables and images', () => {
    const html = [
      '<h2>1. About</h2><h3>Details</h3><p>Read our <a href="/refunds" title="Refunds">policy</a> or write to <a href="mailto:team@mealplan.example">us</a>.</p>',
      '<ul><li>one</li><li><strong>two</strong></li></ul><ol start="3"><li><em>three</em></li></ol>',
      '<p>Call <a href="tel:+97140000000">us</a> or visit <a href="https://mealplan.example/plans">plans</a>.<br>Open daily.</p>',
      '<table><thead><tr><th scope="col">Meal</th></tr></thead><tbody><tr><td colspan="2">Lunch</td></tr></tbody></table>',
      '<figure><img src="/media/dishes/3002.svg" alt="Salmon" width="480" height="360"><figcaption>Salmon</figcaption></figure>',
      '<blockquote>Quote</blockquote><p>5 &lt; 6 &amp; 7 &gt; 2</p>',
    ].join('');
    expect(clean(html)).toBe(html);
  });
});

describe('SafeHtml', () => {
  it('renders the cleaned HTML in the element asked for', () => {
    const { container } = render(
      <SafeHtml
        as="article"
        className="static-page"
        html={'<h2 onclick="steal()">Refunds</h2><p>Within <a href="javascript:steal()">45 days</a>.</p><script>steal()</script>'}
      />,
    );
    const article = container.querySelector('article.static-page');
    expect(article?.innerHTML).toBe('<h2>Refunds</h2><p>Within <a>45 days</a>.</p>');
  });
});
