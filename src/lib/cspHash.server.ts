import { createHash } from 'node:crypto';

/** 'sha256-…' of an inline script or style's exact text, as a CSP source (server pages, and the build's starter script). */
export function cspHashOf(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
