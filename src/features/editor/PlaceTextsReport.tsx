import { useEffect, useState } from 'react';
import { apiFetch, errorText } from '../../lib/api.ts';
import StaffGate from '../accounts/StaffGate.tsx';
import { LANGUAGE_NAMES, type LanguageReport, PLACE_TEXT_LABELS, type ReportPlace } from '../places/texts.ts';

/** "French: 171 of 173 written, 2 stale" (and the texts not stamped yet, when there are any). */
export function reportLine(r: LanguageReport): string {
  const unstamped = r.unstamped > 0 ? `, ${r.unstamped} not stamped yet` : '';
  return `${LANGUAGE_NAMES[r.lang]}: ${r.written} of ${r.total} written, ${r.stale.length} stale${unstamped}`;
}

function Places({ places, stale = false }: { places: ReportPlace[]; stale?: boolean }) {
  return (
    <ul>
      {places.map((p) => (
        <li key={p.id}>
          {/* The place's page carries the staff editor, its texts in each language among it. */}
          <a href={`/destinations/${p.id}/`}>{p.name}</a> <span className="muted">(tier {p.tier})</span>
          {stale && p.fields && `: the English of ${p.fields.map((f) => PLACE_TEXT_LABELS[f].toLowerCase()).join(', ')} changed since`}
        </li>
      ))}
    </ul>
  );
}

function Report() {
  const [reports, setReports] = useState<LanguageReport[] | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    apiFetch<LanguageReport[]>('/api/admin/place-texts').then(setReports, (error: unknown) => setProblem(errorText(error)));
  }, []);
  if (problem) return <p role="alert">{problem}</p>;
  if (!reports) return <p className="muted">Loading the texts…</p>;
  return (
    <>
      {reports.map((r) => (
        <section key={r.lang} aria-labelledby={`texts-${r.lang}`} data-texts-report={r.lang}>
          <h2 id={`texts-${r.lang}`}>{reportLine(r)}</h2>
          <h3>Stale: the English changed since the text was written ({r.stale.length})</h3>
          {r.stale.length > 0 ? <Places places={r.stale} stale /> : <p className="muted">None.</p>}
          <h3>Not written ({r.missing.length})</h3>
          {r.missing.length > 0 ? <Places places={r.missing} /> : <p className="muted">None: every tier 1 and 2 place has its text.</p>}
        </section>
      ))}
    </>
  );
}

/** /admin/texts: per language, the tier 1 and 2 places with no text or a stale one (decision 116). */
export default function PlaceTextsReport() {
  return (
    <StaffGate>
      <Report />
    </StaffGate>
  );
}
