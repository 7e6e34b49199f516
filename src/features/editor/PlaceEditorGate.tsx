import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../accounts/useCurrentUser.ts';
// The staff stylesheet by address only: imported as CSS it would be linked from every destination page.
import staffCss from '../../styles/staff.css?url';

// The editor itself (form, history, withdraw) is its own chunk, fetched only when staff open it.
const PlaceEditor = lazy(() => import('./PlaceEditor.tsx'));

/**
 * The staff editor's gate on a destination page (issue 29, decision 049): hydrated only for
 * people who may be signed in (client:signedin), it shows nothing unless the signed-in person
 * is staff, and loads the editor only when they ask for it. Visitors download none of it.
 * `lang` is 'en' on a French or Spanish page: staff tools stay English (decision 105).
 */
export default function PlaceEditorGate({ id, lang }: { id: string; lang?: string }) {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user?.isStaff) return null;
  return (
    <section className="place-editor-gate" aria-label="Staff: edit this place" data-place-editor lang={lang}>
      {open ? (
        <>
          {/* React 19 puts the stylesheet in the head and shows the editor once it has loaded. */}
          <link rel="stylesheet" href={staffCss} precedence="staff" />
          <Suspense fallback={<p className="muted">Loading the editor…</p>}>
            <PlaceEditor id={id} />
          </Suspense>
        </>
      ) : (
        <button type="button" className="button secondary" onClick={() => setOpen(true)}>
          Edit this place (staff)
        </button>
      )}
    </section>
  );
}
