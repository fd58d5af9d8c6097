// Telr's Remote API speaks XML (https://secure.telr.com/gateway/remote.xml): a <remote> document with the store, its
// auth key and one <tran>, answered by a <remote> document with an <auth> (status, code, message, tranref, …). The
// client writes requests and reads answers with these; the sandbox reads requests and writes answers with them.
import { XMLParser } from 'fast-xml-parser';

/** A remote.xml document larger than this is not one of Telr's (requests and answers are a few hundred bytes). */
export const REMOTE_XML_MAX_BYTES = 16_384;

/** Text content escaped for an XML element (&, <, >, quotes; characters XML 1.0 forbids are dropped). */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Elements of plain text, in order (a value's undefined leaves its element out). */
export type XmlElements = ReadonlyArray<readonly [name: string, value: string | XmlElements | undefined]>;

function elements(children: XmlElements): string {
  return children
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => (typeof value === 'string' ? `<${name}>${escapeXml(value)}</${name}>` : `<${name}>${elements(value!)}</${name}>`))
    .join('');
}

/** A UTF-8 XML document with one root element. */
export function xmlDocument(root: string, children: XmlElements): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>${elements(children)}</${root}>`;
}

const parser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Values stay text: references and codes keep their leading zeros ('010321000864', '0012').
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
});

export type XmlObject = { [name: string]: unknown };

/**
 * A small XML document read as plain objects (elements by name, text as strings), or undefined when it is not
 * well-formed XML, is too large, or declares a DTD (no entity of its own is ever expanded).
 */
export function readXml(text: string): XmlObject | undefined {
  if (Buffer.byteLength(text, 'utf8') > REMOTE_XML_MAX_BYTES || /<!(DOCTYPE|ENTITY)/i.test(text)) return undefined;
  try {
    const parsed: unknown = parser.parse(text, true);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as XmlObject) : undefined;
  } catch {
    return undefined;
  }
}

/** The element `name` of an object read by readXml when it is one element with children (not text, not repeated). */
export const xmlChild = (parent: XmlObject | undefined, name: string): XmlObject | undefined => {
  const value = parent?.[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as XmlObject) : undefined;
};

/** The text of the element `name` ('' for an empty element), undefined when absent, repeated or not text. */
export const xmlText = (parent: XmlObject | undefined, name: string): string | undefined => {
  const value = parent?.[name];
  return typeof value === 'string' ? value : undefined;
};
