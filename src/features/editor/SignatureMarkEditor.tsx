import { type FormEvent, useState } from 'react';
import type { EditorView } from '../destinations/editor.ts';
import { PARK_NAMES } from '../planning/signature.ts';
import { CheckFields, Field, type Issue } from './FactsEditor.tsx';

type MarkValue = EditorView['markOnFile']['mark'];
const MARK_NAMES: Readonly<Record<MarkValue, string>> = {
  signature: 'Signature sight: what the one-day lists name first',
  notable: 'Notable sight: what they name next',
  none: 'No mark: weighed by its tier like any place',
};

/** A select's label, the path the server names it by, and its options as [value, text]. */
interface ChoiceProps {
  id: string;
  label: string;
  path: string;
  value: string;
  options: ReadonlyArray<[string, string]>;
  issues: Issue[];
  onChange: (v: string) => void;
}

/** One select with its label and the server's refusal under it. */
function Choice(props: ChoiceProps) {
  const { id, label, path, value, options, onChange } = props;
  const inputId = `${id}-${path.replace(/\./g, '-')}`;
  const issue = props.issues.find((i) => i.path === path)?.message;
  return (
    <div className="form-field">
      <label htmlFor={inputId}>{label}</label>
      <select
        id={inputId}
        value={value}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${inputId}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      {issue && (
        <p className="field-error" id={`${inputId}-error`}>
          {issue}
        </p>
      )}
    </div>
  );
}

/** The editor's place and state, as PlaceEditor hands them to each of its forms. */
interface MarkEditorProps {
  id: string;
  place: EditorView;
  busy: boolean;
  issues: Issue[];
  onSave: (body: Record<string, unknown>) => void;
}

/**
 * Staff's sourced signature mark of a place (issue 49, decision 118), over planning/data/signature.json:
 * a signature or notable sight of one of the parks the file groups, with the line a plan shows, or
 * no mark; with the page it rests on and the day it was read (never after today). Saved on its own;
 * "Use the data file's mark" clears the correction. Staff only, in English, like the rest of the editor.
 */
export default function SignatureMarkEditor(props: MarkEditorProps) {
  const { id, place, busy, issues, onSave } = props;
  const stored = place.facts.signatureMark;
  const onFile = place.markOnFile;
  const [mark, setMark] = useState<MarkValue>(stored?.mark ?? onFile.mark);
  const [park, setPark] = useState((stored && stored.mark !== 'none' ? stored.park : onFile.park) ?? PARK_NAMES[0] ?? '');
  const [why, setWhy] = useState((stored && stored.mark !== 'none' ? stored.why : onFile.why) ?? '');
  const [check, setCheck] = useState({ source: stored?.source ?? '', checkedOn: stored?.checkedOn ?? '' });
  const fid = `mark-${id}`;
  const general = issues.filter((i) => i.path === 'signatureMark');

  function save(event: FormEvent) {
    event.preventDefault();
    // What was chosen is sent as chosen, its source and day too: a blank source is the server's to name.
    const value = mark === 'none' ? { mark } : { mark, park, why: why.trim() };
    onSave({ signatureMark: { ...value, source: check.source.trim(), checkedOn: check.checkedOn } });
  }
  const fileSays =
    onFile.mark === 'none'
      ? 'The data file gives this place no mark'
      : `The data file marks it a ${onFile.mark} sight of ${onFile.park}: “${onFile.why}” (read ${onFile.checkedOn}: ${onFile.sources.join(', ')})`;
  return (
    <form className="card-body signature-mark-editor" onSubmit={save} noValidate aria-labelledby={`${fid}-heading`}>
      <h3 id={`${fid}-heading`}>Signature mark</h3>
      <p className="muted" data-mark-on-file>
        {`${fileSays}. `}A mark set here replaces it in plans after the site rebuild; it needs the page it rests on and the day it was read.
      </p>
      <fieldset className="form-grid">
        <legend>Mark</legend>
        <Choice
          id={fid}
          label="Mark"
          path="signatureMark.mark"
          value={mark}
          options={(['signature', 'notable', 'none'] as const).map((m) => [m, MARK_NAMES[m]])}
          issues={issues}
          onChange={(m) => setMark(m as MarkValue)}
        />
        {mark !== 'none' && (
          <>
            <Choice
              id={fid}
              label="A sight of"
              path="signatureMark.park"
              value={park}
              options={PARK_NAMES.map((p) => [p, p])}
              issues={issues}
              onChange={setPark}
            />
            <Field
              id={fid}
              label="Why it is chosen (the line a plan shows)"
              path="signatureMark.why"
              type="text"
              value={why}
              issues={issues}
              onChange={setWhy}
            />
          </>
        )}
        <CheckFields id={fid} prefix="signatureMark" value={{ ...check, until: '' }} issues={issues} onChange={setCheck} until={false} />
      </fieldset>
      {general.map((i) => (
        <p key={i.message} className="field-error" role="alert">
          {i.message}
        </p>
      ))}
      <div className="place-editor-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save signature mark'}
        </button>
        {stored && (
          <button type="button" className="button secondary" disabled={busy} onClick={() => onSave({ signatureMark: null })}>
            Use the data file’s mark
          </button>
        )}
      </div>
    </form>
  );
}
