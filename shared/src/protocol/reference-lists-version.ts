// Kept free of zod: the session's ReferenceStore uses it on a guest's first page without pulling in the protocol's schemas.
import type { ReferenceLists } from './channels/get_arrays';

/**
 * The version of a get reply: the SHA-256 of its JSON (hex), as sent (the server) and as received (the browser), so
 * both sides compute it from the same bytes. It changes whenever the kitchen edits a list (the reference cache is
 * invalidated then, and the lists read again). The digest is the platform's Web Crypto (Node's and the browser's),
 * not a loop in JavaScript: a browser computes it for a reply of several hundred kilobytes. Rejects where there is no
 * Web Crypto (a page not served securely), which then keeps no copy.
 */
export function referenceListsVersion(
  lists: Partial<ReferenceLists>,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  return referenceListsVersionOfJson(JSON.stringify(lists), subtle);
}

/** The version of a get reply from its JSON (referenceListsVersion): for a caller that made the JSON in a task of its own. */
export async function referenceListsVersionOfJson(json: string, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<string> {
  if (!subtle) throw new Error('Web Crypto is not available');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(json));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
