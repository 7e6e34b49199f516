import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../destinations/editor.ts';
import PlaceHistory from './PlaceHistory.tsx';

const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableIframePageLoading: true } });

/** The history as staff see it, parsed. */
function rendered(entries: HistoryEntry[]): HTMLElement {
  const root = window.document.createElement('div') as unknown as HTMLElement;
  root.innerHTML = renderToStaticMarkup(createElement(PlaceHistory, { entries }));
  return root;
}

const check = { source: 'https://www.nps.gov/arch/planyourvisit/fees.htm', checkedOn: '2026-12-05' };

describe('a place\u2019s history', () => {
  it('marks the words that changed in a check, not the whole value', () => {
    const root = rendered([
      {
        id: 1,
        action: 'edit',
        actorEmail: 'staff@example.com',
        createdAt: '2026-12-06T17:00:00Z',
        changes: [{ field: 'pricingChecked', before: check, after: { ...check, checkedOn: '2026-12-06' } }],
      },
    ]);
    const diff = root.querySelector('[data-word-diff]');
    expect(diff?.textContent).toBe('checked Dec 56, 2026, source nps.gov/arch/planyourvisit/fees.htm');
    expect([...(diff?.querySelectorAll('del') ?? [])].map((d) => d.textContent)).toEqual(['5']);
    expect([...(diff?.querySelectorAll('ins') ?? [])].map((d) => d.textContent)).toEqual(['6']);
    expect(root.textContent).not.toContain('checkedOn');
  });

  it('reads a permit change as sentences', () => {
    const permit = { text: 'Fiery Furnace needs its own permit', source: 'https://www.nps.gov/arch/', checkedOn: '2026-11-22' };
    const root = rendered([
      {
        id: 2,
        action: 'edit',
        actorEmail: 'staff@example.com',
        createdAt: '2026-12-06T17:00:00Z',
        changes: [{ field: 'permits', before: [], after: [permit] }],
      },
    ]);
    expect(root.querySelector('dd')?.textContent).toBe('(empty) → Fiery Furnace needs its own permit. Checked Nov 22, 2026, source nps.gov/arch.');
  });
});
