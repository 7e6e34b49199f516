// A small, pure, stable string hash for fingerprints the browser must recompute (no node:crypto,
// no async SubtleCrypto): FNV-1a, twice with different offsets, as 16 hex digits. Not for secrets.

function fnv1a(text: string, offset: number): number {
  let h = offset;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A 64-bit FNV-1a style hash of a string, as 16 lower-case hex digits. */
export function stableHash(text: string): string {
  return [fnv1a(text, 0x811c9dc5), fnv1a(text, 0x050c5d1f)].map((h) => h.toString(16).padStart(8, '0')).join('');
}
