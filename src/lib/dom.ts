/** What {@link h} appends: nodes and text; null, undefined and false are skipped. */
export type Child = Node | string | null | undefined | false;

/**
 * A DOM element with attributes and children, for the small scripts that draw without a
 * framework (the /plan page, the live Google Places panel). Text is appended as text, never as
 * HTML.
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  for (const child of children) if (child) el.append(child);
  return el;
}
