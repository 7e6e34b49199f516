// /map's words that only the build reads (issue 53): the page's description in its language. Apart
// from map.ts, which the page's script loads: the message layer's dictionaries stay out of it.
import { type Locale, t } from '../../lib/messages/messages.ts';

/**
 * /map's description: its Utah places counted as Utah's, the few across the state line apart
 * (issue 29: "702 Utah destinations" counted 17 places outside Utah).
 */
export function mapDescription(all: ReadonlyArray<{ states?: readonly string[] | null }>, locale: Locale = 'en'): string {
  const utah = all.filter((d) => !d.states?.length || d.states.includes('UT')).length;
  const beyond = all.length - utah;
  const utahText = t(locale, 'mapPage.utah', { count: utah });
  const count = beyond > 0 ? t(locale, 'mapPage.andBeyond', { utah: utahText, beyond }) : utahText;
  return t(locale, 'mapPage.description', { count });
}
