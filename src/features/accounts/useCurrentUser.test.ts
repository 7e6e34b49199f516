// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from './accounts.store.ts';
import StaffGate from './StaffGate.tsx';

// Issue 51: an island that read the signed-in user at once rendered, while hydrating, an answer
// another island had already fetched, not the built HTML's "Checking your sign-in…": React #418.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const gate = () => createElement(StaffGate, null, createElement('p', null, 'Staff only content'));
// Another island (the header's account menu) holds the store and has already heard GET
// /api/auth/user answer 401: nobody is signed in. Returns how that island lets go.
async function signedOut(): Promise<() => void> {
  let stop = () => {};
  await new Promise<void>((resolve) => {
    stop = $user.subscribe((state) => {
      if (state.data === null) resolve();
    });
  });
  return stop;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response('{"error":"Not signed in"}', { status: 401, headers: { 'content-type': 'application/json' } }));
});

describe('useCurrentUser', () => {
  it('hydrates the built HTML without a mismatch when the sign-in answer came first, then shows it', async () => {
    const html = renderToString(gate());
    expect(html).toContain('Checking your sign-in…');
    const otherIsland = await signedOut();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, gate(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    // Then the answer shows: act has run the render that follows hydration.
    expect(container.textContent).toContain('This page is for SLC Trips staff.');
    otherIsland();
  });
});
