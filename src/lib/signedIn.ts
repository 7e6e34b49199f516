/** The hint cookie set at sign-in (not a secret; the server still checks the session). */
export function maybeSignedIn(): boolean {
  return document.cookie.split(';').some((c) => c.trim() === 'slc_signed_in=1');
}
