// spec 3 §3 and §4: a blog post's text and a static page's content travel encoded (base64 of the UTF-8 HTML);
// the page decodes them and shows the raw text when it does not decode. One home for both ends of the wire.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const CHUNK = 0x8000;

/** The HTML as the server sends it: base64 of its UTF-8 bytes. */
export function encodeContent(html: string): string {
  const bytes = new TextEncoder().encode(html);
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  return btoa(binary);
}

/** The decoded HTML, or the text itself when it is not base64 of UTF-8 (spec 3 §4: on decode failure the raw text is shown). */
export function decodeContent(text: string): string {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return text;
  try {
    const binary = atob(text);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return text;
  }
}
