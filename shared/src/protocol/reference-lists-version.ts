// Kept free of zod: the session's ReferenceStore uses it on a guest's first page without pulling in the protocol's schemas.
import type { ReferenceLists } from './channels/get_arrays';

/**
 * The version of a get reply: a hash of its JSON, as sent (the server) and as received (the browser), so both sides
 * compute it from the same bytes. It changes whenever the kitchen edits a list (the reference cache is invalidated
 * then, and the lists read again).
 */
export function referenceListsVersion(lists: Partial<ReferenceLists>): string {
  const text = JSON.stringify(lists);
  // cyrb53: two 32-bit multiplicative hashes, 53 bits together; enough to tell two versions of the lists apart.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${(h2 >>> 0).toString(16).padStart(8, '0')}${(h1 >>> 0).toString(16).padStart(8, '0')}-${text.length.toString(36)}`;
}
