import { describe, expect, it } from 'vitest';
import { cspHashOf } from './cspHash.server.ts';

describe('cspHashOf', () => {
  it("is the CSP source of the text's SHA-256 in base64 (SHA-256 of the empty text: 47DEQ…FU=), of its UTF-8 bytes", () => {
    expect(cspHashOf('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(cspHashOf('é')).not.toBe(cspHashOf('e'));
    expect(cspHashOf('a')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});
