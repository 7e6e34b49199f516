import type { ClientDirective } from 'astro';
import { maybeSignedIn } from './signedIn.ts';

/**
 * `client:signedin` — hydrate an island only for people who may be signed in, so anonymous
 * visitors never download the island or React.
 */
const signedIn: ClientDirective = (load) => {
  if (!maybeSignedIn()) return;
  void load().then((hydrate) => hydrate());
};
export default signedIn;
