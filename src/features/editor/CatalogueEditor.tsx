import { useEffect, useState } from 'react';
import { apiFetch, errorText } from '../../lib/api.ts';
import StaffGate from '../accounts/StaffGate.tsx';
import type { EditorListItem } from '../destinations/editor.ts';
import PlaceEditor from './PlaceEditor.tsx';

const SHOWN = 24;
const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function Catalogue() {
  const [places, setPlaces] = useState<EditorListItem[] | null>(null);
  const [problem, setProblem] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    apiFetch<EditorListItem[]>('/api/admin/destinations').then(setPlaces, (error: unknown) => setProblem(errorText(error)));
  }, []);
  if (problem) return <p role="alert">{problem}</p>;
  if (!places) return <p className="muted">Loading the catalogue…</p>;
  const q = fold(query.trim());
  const matches = q ? places.filter((p) => fold(p.name).includes(q) || p.id.includes(q)) : [];
  return (
    <>
      <div className="catalogue-search">
        <label htmlFor="catalogue-query">Find a place by name or id</label>
        <input
          id="catalogue-query"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby="catalogue-count"
          autoComplete="off"
        />
        <p id="catalogue-count" className="muted" aria-live="polite">
          {q
            ? `${matches.length} of ${places.length} places match${matches.length > SHOWN ? `; the first ${SHOWN} are shown` : ''}.`
            : `${places.length} places, withdrawn ones included.`}
        </p>
      </div>
      <ul className="catalogue-results" aria-label="Matching places">
        {matches.slice(0, SHOWN).map((p) => (
          <li key={p.id}>
            <button type="button" className="button secondary" aria-pressed={chosen === p.id} onClick={() => setChosen(p.id)}>
              {p.name}
              {p.withdrawn ? ' (withdrawn)' : ''}
              {p.region ? ` · ${p.region}` : ''}
            </button>
          </li>
        ))}
      </ul>
      {chosen && <PlaceEditor key={chosen} id={chosen} />}
    </>
  );
}

/** /admin/catalogue: find any place (withdrawn ones too), edit it, read its history, withdraw or restore it (decision 049). */
export default function CatalogueEditor() {
  return (
    <StaffGate>
      <Catalogue />
    </StaffGate>
  );
}
