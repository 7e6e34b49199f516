import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import {
  englishFields,
  type PlaceTextsView,
  type TextHistoryEntry,
  LANGUAGE_NAMES,
  LIST_FIELDS,
  PLACE_TEXT_LABELS,
  type PlaceText,
  type PlaceTextField,
  TEXT_LANGUAGES,
  type TextLanguage,
} from '../places/texts.ts';
import { type Issue, issuesOf } from './issues.ts';
import { HistoryLine, WordChange } from './PlaceHistory.tsx';

type Form = Partial<Record<PlaceTextField, string | string[]>>;

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const asText = (v: unknown): string => (typeof v === 'string' ? v : '');
const shown = (v: unknown) => (Array.isArray(v) ? v.join('\n') : asText(v)) || '(empty)';

/** The form of one language: each field the English has, a list as one input per English item. */
function formOf(view: PlaceTextsView, lang: TextLanguage): Form {
  const texts = view.languages[lang].texts;
  return Object.fromEntries(
    englishFields(view.english).map((f) => [f, LIST_FIELDS.has(f) ? asList(view.english[f]).map((_, i) => asList(texts[f])[i] ?? '') : asText(texts[f])]),
  );
}

/** What Save sends: the fields written (a list with every item empty is left out, a list half written is sent for the server to name). */
function textsOf(form: Form): PlaceText {
  const texts: Record<string, string | string[]> = {};
  for (const [field, value] of Object.entries(form)) {
    if (Array.isArray(value)) {
      if (value.some((v) => v.trim() !== '')) texts[field] = value.map((v) => v.trim());
    } else if (value && value.trim() !== '') texts[field] = value.trim();
  }
  return texts as PlaceText;
}

/** One language's history, newest first, in words: who, when, each field before and after. */
function TextHistory({ entries, lang }: { entries: TextHistoryEntry[]; lang: TextLanguage }) {
  if (entries.length === 0) return <p className="muted">No staff edits of the {LANGUAGE_NAMES[lang]} texts yet.</p>;
  return (
    <ol className="place-history" data-text-history={lang}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <HistoryLine action={`${LANGUAGE_NAMES[entry.lang]} texts edited`} actorEmail={entry.actorEmail} createdAt={entry.createdAt} />
          <dl>
            {entry.changes.map((c) => (
              <div key={c.field} className="field">
                <dt>{PLACE_TEXT_LABELS[c.field]}</dt>
                <dd lang={entry.lang}>
                  <WordChange before={shown(c.before)} after={shown(c.after)} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/**
 * The place's own texts in each language (issue 53, decision 116), below the English editor: a
 * language picker; English shows the catalogue's texts (the form above edits its description,
 * highlights and best time); French and Spanish edit the translation beside each English field,
 * saved whole with its own history. Pages show a save after the site rebuild.
 */
export default function PlaceTextsEditor({ id }: { id: string }) {
  const [lang, setLang] = useState<'en' | TextLanguage>('en');
  const [view, setView] = useState<PlaceTextsView | null>(null);
  const [form, setForm] = useState<Form>({});
  const [issues, setIssues] = useState<Issue[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    () => apiFetch<PlaceTextsView>(`/api/admin/place-texts/${encodeURIComponent(id)}`).then(setView, (error: unknown) => setIssues(issuesOf(error))),
    [id],
  );
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (view && lang !== 'en') setForm(formOf(view, lang));
  }, [view, lang]);

  function pick(next: 'en' | TextLanguage) {
    setLang(next);
    setIssues([]);
    setMessage('');
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (lang === 'en') return;
    setBusy(true);
    setMessage('');
    try {
      const body = { placeId: id, lang, texts: textsOf(form) };
      const { changed } = await apiFetch<{ changed: boolean }>('/api/admin/place-texts', { method: 'PUT', body });
      setIssues([]);
      setMessage(changed ? `Saved. The ${LANGUAGE_NAMES[lang]} page shows it after the site rebuild.` : 'Nothing changed.');
      await load();
    } catch (error) {
      setIssues(issuesOf(error));
    } finally {
      setBusy(false);
    }
  }

  if (!view)
    return <section className="card-body">{issues[0] ? <p role="alert">{issues[0].message}</p> : <p className="muted">Loading the texts…</p>}</section>;
  const fields = englishFields(view.english);
  const current = lang === 'en' ? null : view.languages[lang];
  const issue = (path: string) => issues.find((i) => i.path === path)?.message;
  const general = issues.filter((i) => !i.path.startsWith('texts.'));
  return (
    <section className="card-body place-texts" aria-labelledby={`texts-${id}-heading`} data-place-texts>
      <h3 id={`texts-${id}-heading`}>Texts in each language</h3>
      {view.tier > 2 && <p className="muted">Only tier 1 and 2 places are translated; this place is tier {view.tier}.</p>}
      <fieldset className="language-picker">
        <legend>Language of the texts</legend>
        {(['en', ...TEXT_LANGUAGES] as const).map((l) => (
          <label key={l}>
            <input type="radio" name={`texts-${id}-lang`} value={l} checked={lang === l} onChange={() => pick(l)} /> {LANGUAGE_NAMES[l]}
          </label>
        ))}
      </fieldset>
      {current === null ? (
        <>
          <p className="muted">
            The description, highlights and best time to visit are edited in the form above; the other English texts come from the catalogue files.
          </p>
          <dl className="facts" lang="en">
            {fields.map((f) => (
              <div key={f}>
                <dt>{PLACE_TEXT_LABELS[f]}</dt>
                <dd>{shown(view.english[f])}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <form onSubmit={save} noValidate>
          <p className="muted" data-texts-source>
            {current.source === 'staff'
              ? 'Edited by staff: this wins over the content file.'
              : current.source === 'file'
                ? 'From the content file.'
                : `Not written yet: the ${LANGUAGE_NAMES[lang as TextLanguage]} page shows the English, marked as English.`}
          </p>
          {fields.map((f) => {
            const inputId = `texts-${id}-${lang}-${f}`;
            const value = form[f];
            const english = view.english[f];
            const error = issue(`texts.${f}`);
            return (
              <div key={f} className="form-field wide" lang={lang}>
                <p className="field-label" id={`${inputId}-label`}>
                  <strong>{PLACE_TEXT_LABELS[f]}</strong>
                  {current.stale.includes(f) && <span className="field-error"> The English changed since this was written: check it.</span>}
                </p>
                {Array.isArray(value) ? (
                  value.map((item, i) => {
                    const itemId = `${inputId}-${i}`;
                    const itemError = issue(`texts.${f}.${i}`);
                    return (
                      <div key={itemId}>
                        <label htmlFor={itemId} className="muted" lang="en">
                          {`${PLACE_TEXT_LABELS[f]} ${i + 1} of ${value.length}: “${asList(english)[i]}”`}
                        </label>
                        <input
                          id={itemId}
                          type="text"
                          value={item}
                          maxLength={400}
                          aria-invalid={itemError ? true : undefined}
                          onChange={(e) => setForm({ ...form, [f]: value.map((v, j) => (j === i ? e.target.value : v)) })}
                        />
                        {itemError && (
                          <p className="field-error" lang="en">
                            {itemError}
                          </p>
                        )}
                      </div>
                    );
                  })
                ) : (
                  <>
                    <label htmlFor={inputId} className="muted" lang="en">{`English: “${asText(english)}”`}</label>
                    <textarea
                      id={inputId}
                      rows={f === 'description' ? 6 : 2}
                      value={value ?? ''}
                      maxLength={f === 'description' ? 1800 : 400}
                      aria-invalid={error ? true : undefined}
                      onChange={(e) => setForm({ ...form, [f]: e.target.value })}
                    />
                  </>
                )}
                {error && (
                  <p className="field-error" lang="en">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          {general.map((i) => (
            <p key={i.message} className="field-error" role="alert">
              {i.message}
            </p>
          ))}
          <p role="status" className="muted" data-texts-status>
            {message}
          </p>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving…' : `Save the ${LANGUAGE_NAMES[lang as TextLanguage]} texts`}
          </button>
        </form>
      )}
      {current && (
        <>
          <h4>{LANGUAGE_NAMES[lang as TextLanguage]} history</h4>
          <TextHistory entries={current.history} lang={lang as TextLanguage} />
        </>
      )}
    </section>
  );
}
