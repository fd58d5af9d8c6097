import { escapeHtml } from '../../src/content/escape';

describe('escapeHtml', () => {
  it('turns the five HTML-special characters into references and leaves other text, Arabic included, as it is', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;Tom &#38; Jerry&#60;/a&#62;');
    expect(escapeHtml('مرحبا 123')).toBe('مرحبا 123');
  });
});
