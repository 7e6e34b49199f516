import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import SubmitDestinationForm from './SubmitDestinationForm.tsx';

// The category list as the form's prebuilt HTML offers it (issue 51).
const categorySelect = (html: string) => /<select[^>]*name="category"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '';
const options = (select: string) =>
  [...select.matchAll(/<option([^>]*)>(.*?)<\/option>/g)].map(([, attributes, text]) => ({
    value: /value="([^"]*)"/.exec(attributes ?? '')?.[1],
    text: text?.replace(/&amp;/g, '&'),
    selected: / selected=""/.test(attributes ?? ''),
  }));
const render = (initial?: Record<string, string | null>) =>
  options(categorySelect(renderToString(createElement(SubmitDestinationForm, { contactEmail: 'hello@example.com', initial }))));

describe('the submission form', () => {
  it("offers the site's eight categories, in the site's order, each sent as its own name", () => {
    const offered = render().filter((o) => o.value !== '');
    expect(offered.map((o) => o.text)).toEqual([
      'Urban & Downtown',
      'Activities & Recreation',
      'Natural Wonders',
      'Skiing & Winter',
      'Olympic Venues',
      'Entertainment',
      'Family Fun',
      'Cultural & Historic',
    ]);
    for (const o of offered) expect(o.value?.replace(/&amp;/g, '&')).toBe(o.text);
  });

  it('corrects a submission under its site category, a legacy one under the category it maps to', () => {
    expect(render({ category: 'Skiing & Winter' }).find((o) => o.selected)?.text).toBe('Skiing & Winter');
    expect(render({ category: 'dining' }).find((o) => o.selected)?.text).toBe('Urban & Downtown');
    // One that matches nothing starts on "Choose…", not silently on the first category.
    expect(render({ category: 'pottery' }).find((o) => o.selected)?.value).toBe('');
  });
});
