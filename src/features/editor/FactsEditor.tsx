import { type FormEvent, useState } from 'react';
import type { FactCheck, Permit } from '../destinations/destinations.ts';
import type { EditorFacts } from '../destinations/factFields.ts';

export type Issue = { path: string; message: string };
export type CheckForm = { source: string; checkedOn: string; until: string };
type PermitForm = CheckForm & { text: string; season: string };

const checkForm = (c: FactCheck | null): CheckForm => ({ source: c?.source ?? '', checkedOn: c?.checkedOn ?? '', until: c?.until ?? '' });
const permitForm = (p: Permit): PermitForm => ({ ...checkForm(p), text: p.text, season: p.season ?? '' });
/** A form's values as the API takes them: blanks left out, a check with no source cleared. */
const checkBody = (c: CheckForm) => (c.source.trim() ? { source: c.source.trim(), checkedOn: c.checkedOn, ...(c.until ? { until: c.until } : {}) } : null);
const permitBody = (p: PermitForm) => ({ text: p.text.trim(), ...(p.season.trim() ? { season: p.season.trim() } : {}), ...checkBody(p) });

/** One labelled input, its refusal under it (the server names the path: permits.0.source). */
export function Field({
  id,
  label,
  path,
  type,
  value,
  issues,
  onChange,
}: {
  id: string;
  label: string;
  path: string;
  type: string;
  value: string;
  issues: Issue[];
  onChange: (v: string) => void;
}) {
  const inputId = `${id}-${path.replace(/\./g, '-')}`;
  const issue = issues.find((i) => i.path === path)?.message;
  return (
    <div className="form-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type={type}
        value={value}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${inputId}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {issue && (
        <p className="field-error" id={`${inputId}-error`}>
          {issue}
        </p>
      )}
    </div>
  );
}

/** A fact's source, checked date and (with `until`, the default) the last day it holds. */
export function CheckFields({
  id,
  prefix,
  value,
  issues,
  onChange,
  until = true,
}: {
  id: string;
  prefix: string;
  value: CheckForm;
  issues: Issue[];
  onChange: (v: CheckForm) => void;
  until?: boolean;
}) {
  return (
    <>
      <Field
        id={id}
        label="Source (web page)"
        path={`${prefix}.source`}
        type="url"
        value={value.source}
        issues={issues}
        onChange={(source) => onChange({ ...value, source })}
      />
      <Field
        id={id}
        label="Checked on"
        path={`${prefix}.checkedOn`}
        type="date"
        value={value.checkedOn}
        issues={issues}
        onChange={(checkedOn) => onChange({ ...value, checkedOn })}
      />
      {until && (
        <Field
          id={id}
          label="Holds until (optional)"
          path={`${prefix}.until`}
          type="date"
          value={value.until}
          issues={issues}
          onChange={(until) => onChange({ ...value, until })}
        />
      )}
    </>
  );
}

/**
 * The facts that age (issue 40): the fee's and the hours' source, checked date and "until", and
 * the permits (kind and where to apply, season, source, checked date, until). Saved on their own;
 * the server checks them by the catalogue's schemas and names each refused field.
 */
export default function FactsEditor({
  id,
  facts,
  busy,
  issues,
  onSave,
}: {
  id: string;
  facts: EditorFacts;
  busy: boolean;
  issues: Issue[];
  onSave: (body: Record<string, unknown>) => void;
}) {
  const [pricing, setPricing] = useState(checkForm(facts.pricingChecked));
  const [hours, setHours] = useState(checkForm(facts.hoursChecked));
  const [permits, setPermits] = useState(facts.permits.map(permitForm));
  const fid = `facts-${id}`;
  const setPermit = (i: number, p: PermitForm) => setPermits(permits.map((x, j) => (j === i ? p : x)));
  function save(event: FormEvent) {
    event.preventDefault();
    onSave({ pricingChecked: checkBody(pricing), hoursChecked: checkBody(hours), permits: permits.filter((p) => p.text.trim()).map(permitBody) });
  }
  return (
    <form className="card-body facts-editor" onSubmit={save} noValidate aria-labelledby={`${fid}-heading`}>
      <h3 id={`${fid}-heading`}>Facts that age</h3>
      <fieldset className="form-grid">
        <legend>Fees: where they were read</legend>
        <CheckFields id={fid} prefix="pricingChecked" value={pricing} issues={issues} onChange={setPricing} />
      </fieldset>
      <fieldset className="form-grid">
        <legend>Hours: where they were read</legend>
        <CheckFields id={fid} prefix="hoursChecked" value={hours} issues={issues} onChange={setHours} />
      </fieldset>
      {permits.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a permit has no id; its place in the list is what the server's refusals name.
        <fieldset key={i} className="form-grid" data-permit={i}>
          <legend>Permit {i + 1}</legend>
          <Field
            id={fid}
            label="What is needed and where to apply"
            path={`permits.${i}.text`}
            type="text"
            value={p.text}
            issues={issues}
            onChange={(text) => setPermit(i, { ...p, text })}
          />
          <Field
            id={fid}
            label="Season (optional)"
            path={`permits.${i}.season`}
            type="text"
            value={p.season}
            issues={issues}
            onChange={(season) => setPermit(i, { ...p, season })}
          />
          <CheckFields id={fid} prefix={`permits.${i}`} value={p} issues={issues} onChange={(c) => setPermit(i, { ...p, ...c })} />
          <button type="button" className="button secondary" onClick={() => setPermits(permits.filter((_, j) => j !== i))}>
            Remove permit {i + 1}
          </button>
        </fieldset>
      ))}
      <div className="place-editor-actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => setPermits([...permits, { text: '', season: '', source: '', checkedOn: '', until: '' }])}
        >
          Add a permit
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save facts'}
        </button>
      </div>
    </form>
  );
}
