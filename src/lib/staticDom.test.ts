import { Window } from 'happy-dom';
import { createElement, Fragment, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { toDom } from './staticDom.ts';

const document = new Window({ settings: { disableJavaScriptEvaluation: true } }).document as unknown as Document;

const html = (node: Parameters<typeof toDom>[1]) => {
  const root = document.createElement('div');
  root.append(toDom(document, node));
  return root.innerHTML;
};

describe('toDom', () => {
  it('writes elements, fragments, arrays and function components; text stays text', () => {
    const Item = ({ text }: { text: string }) => createElement('li', { className: 'chip' }, text);
    const node = createElement(
      Fragment,
      null,
      createElement('ul', { id: 'x' }, createElement(Item, { text: '<b>a</b>' }), createElement(Item, { text: 'b' })),
      ['tail', 3],
      null,
      false,
    );
    expect(html(node)).toBe('<ul id="x"><li class="chip">&lt;b&gt;a&lt;/b&gt;</li><li class="chip">b</li></ul>tail3');
  });

  it('writes booleans as React does: present or absent, but "true"/"false" for aria-* and data-*', () => {
    const node = createElement('video', { controls: true, hidden: false, 'aria-hidden': true, 'data-x': false, 'data-y': '', width: 640 });
    expect(html(node)).toBe('<video controls="" aria-hidden="true" data-x="false" data-y="" width="640"></video>');
  });

  it('refuses what static markup cannot carry instead of dropping it', () => {
    expect(() => html(createElement('button', { type: 'button', onClick: () => {} }))).toThrow(/onClick/);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the test shows toDom refuses it.
    expect(() => html(createElement('div', { dangerouslySetInnerHTML: { __html: '<b>x</b>' } }))).toThrow(/dangerouslySetInnerHTML/);
    expect(() => html(createElement('p', { style: { color: 'red' } }))).toThrow(/style/);
    const Stateful = () => createElement('p', null, String(useState(1)[0]));
    expect(() => html(createElement(Stateful))).toThrow();
  });
});
