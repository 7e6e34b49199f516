// React components without React in the browser (decision 033): pages that must build a
// component's markup client-side but cannot afford React's 60 KB (the destination page's 20 KB
// budget, the late merge on every page) call the same pure component and turn its elements into
// DOM nodes here. Only what pure, static markup needs: function components without hooks,
// fragments, arrays, text (always as text nodes) and plain attributes. Anything else (event
// handlers, inline styles, raw HTML, hooks) throws instead of rendering something different from
// the server; staticDom.test.ts holds the output to react-dom/server's for the components it renders.
import type { ReactNode } from 'react';

/** React's `Fragment` is this symbol; comparing with it keeps React itself out of the bundle. */
const FRAGMENT = Symbol.for('react.fragment');

interface ElementLike {
  type: unknown;
  props: Record<string, unknown> & { children?: ReactNode };
}

const isElement = (node: unknown): node is ElementLike => typeof node === 'object' && node !== null && 'type' in node && 'props' in node;

/** React's names for the two attributes whose JSX name differs from the HTML one we use. */
const RENAMED: Record<string, string> = { className: 'class', htmlFor: 'for' };

function setAttribute(el: Element, name: string, value: unknown): void {
  if (name === 'children' || name === 'key' || value === null || value === undefined) return;
  if (typeof value === 'function' || name === 'dangerouslySetInnerHTML' || name === 'style' || name === 'ref') {
    throw new Error(`staticDom renders static markup only; <${el.tagName.toLowerCase()}> has ${name}`);
  }
  const attribute = RENAMED[name] ?? name;
  // As React: aria-* and data-* say "true"/"false"; other booleans are present or absent.
  if (typeof value === 'boolean') {
    if (/^(aria|data)-/.test(attribute)) el.setAttribute(attribute, String(value));
    else if (value) el.setAttribute(attribute, '');
    return;
  }
  el.setAttribute(attribute, String(value));
}

function append(doc: Document, parent: Node, node: ReactNode): void {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') {
    parent.appendChild(doc.createTextNode(String(node)));
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node) append(doc, parent, child);
    return;
  }
  if (!isElement(node)) throw new Error('staticDom renders elements, text and arrays only');
  const { type, props } = node;
  if (type === FRAGMENT) append(doc, parent, props.children);
  else if (typeof type === 'function') append(doc, parent, (type as (p: typeof props) => ReactNode)(props));
  else if (typeof type === 'string') {
    const el = doc.createElement(type);
    for (const [name, value] of Object.entries(props)) setAttribute(el, name, value);
    append(doc, el, props.children);
    parent.appendChild(el);
  } else throw new Error('staticDom renders host elements, fragments and function components only');
}

/** The DOM of `node` (built in `doc`) as a fragment: the markup react-dom/server writes for it. */
export function toDom(doc: Document, node: ReactNode): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  append(doc, fragment, node);
  return fragment;
}
