import { type FormEvent, useState } from 'react';
import type { EditorView } from '../destinations/editor.ts';
import { TIER_NAMES } from '../destinations/factFields.ts';
import { CheckFields, type CheckForm, Field, type Issue } from './FactsEditor.tsx';

type Source = Omit<CheckForm, 'until'>;
const sourceForm = (c: { source: string; checkedOn: string } | null): Source => ({ source: c?.source ?? '', checkedOn: c?.checkedOn ?? '' });
/**
 * A correction as the API takes it: null (cleared, the file's value stands) when neither a source nor
 * a value of its own was given; a value without a source is sent as typed, for the server to name the missing source.
 */
const withSource = <T extends object>(form: Source, rest: T, given: boolean) =>
  form.source.trim() || form.checkedOn || given ? { ...rest, source: form.source.trim(), checkedOn: form.checkedOn } : null;
/** "12, 1, 2" as [12, 1, 2]; what is not a number is sent as it is, for the server to name. */
const monthsOf = (text: string): unknown[] =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((m) => (/^\d+$/.test(m) ? Number(m) : m));

/**
 * Staff's sourced corrections of what the data files judge (decision 111): the place's notability
 * tier (over data/tiers.json), its seasons of use (over the months read from "Best time to visit")
 * and its own winter rule (over the computed road closure). Each with the page it rests on and the
 * day it was read; a blank source clears the correction. Saved on their own, refused fields named.
 */
export default function CorrectionsEditor({
  id,
  place,
  busy,
  issues,
  onSave,
}: {
  id: string;
  place: EditorView;
  busy: boolean;
  issues: Issue[];
  onSave: (body: Record<string, unknown>) => void;
}) {
  const { notability, seasonsOfUse, winterRule } = place.facts;
  const [tier, setTier] = useState(String(notability?.tier ?? place.tierOnFile.tier));
  const [tierSource, setTierSource] = useState(sourceForm(notability));
  const [months, setMonths] = useState(seasonsOfUse?.months.join(', ') ?? '');
  const [purpose, setPurpose] = useState(seasonsOfUse?.for ?? '');
  const [seasonSource, setSeasonSource] = useState(sourceForm(seasonsOfUse));
  const [winter, setWinter] = useState({ gate: winterRule?.gate ?? '', from: winterRule?.from ?? '', to: winterRule?.to ?? '', text: winterRule?.text ?? '' });
  const [winterSource, setWinterSource] = useState(sourceForm(winterRule));
  const fid = `corrections-${id}`;
  const tierIssue = issues.find((i) => i.path === 'notability.tier')?.message;

  function save(event: FormEvent) {
    event.preventDefault();
    onSave({
      notability: withSource(tierSource, { tier: Number(tier) }, Number(tier) !== (notability?.tier ?? place.tierOnFile.tier)),
      seasonsOfUse: withSource(seasonSource, { months: monthsOf(months), for: purpose.trim() }, Boolean(months.trim() || purpose.trim())),
      winterRule: withSource(
        winterSource,
        { gate: winter.gate.trim(), from: winter.from.trim(), to: winter.to.trim(), text: winter.text.trim() },
        Object.values(winter).some((v) => v.trim()),
      ),
    });
  }
  const onFile = place.tierOnFile;
  return (
    <form className="card-body corrections-editor" onSubmit={save} noValidate aria-labelledby={`${fid}-heading`}>
      <h3 id={`${fid}-heading`}>Tier, seasons of use and winter rule</h3>
      <p className="muted">
        Each correction needs the page it rests on and the day it was read. Empty a correction’s fields to go back to the data files’ value.
      </p>
      <fieldset className="form-grid">
        <legend>Notability tier</legend>
        <p className="muted wide" data-tier-on-file>
          {`The data file says tier ${onFile.tier}, ${TIER_NAMES[onFile.tier]}`}
          {onFile.sources.length > 0 ? ` (read ${onFile.checkedOn}: ${onFile.sources.join(', ')})` : ''}.
        </p>
        <div className="form-field">
          <label htmlFor={`${fid}-notability-tier`}>Tier</label>
          <select
            id={`${fid}-notability-tier`}
            value={tier}
            aria-invalid={tierIssue ? true : undefined}
            aria-describedby={tierIssue ? `${fid}-notability-tier-error` : undefined}
            onChange={(e) => setTier(e.target.value)}
          >
            {([1, 2, 3, 4] as const).map((t) => (
              <option key={t} value={t}>{`${t}: ${TIER_NAMES[t]}`}</option>
            ))}
          </select>
          {tierIssue && (
            <p className="field-error" id={`${fid}-notability-tier-error`}>
              {tierIssue}
            </p>
          )}
        </div>
        <CheckFields id={fid} prefix="notability" value={{ ...tierSource, until: '' }} issues={issues} onChange={setTierSource} until={false} />
      </fieldset>
      <fieldset className="form-grid">
        <legend>Seasons of use</legend>
        <Field
          id={fid}
          label="Months at its best (1–12, e.g. 12, 1, 2)"
          path="seasonsOfUse.months"
          type="text"
          value={months}
          issues={issues}
          onChange={setMonths}
        />
        <Field id={fid} label="What for (e.g. skiing, wildflowers)" path="seasonsOfUse.for" type="text" value={purpose} issues={issues} onChange={setPurpose} />
        <CheckFields id={fid} prefix="seasonsOfUse" value={{ ...seasonSource, until: '' }} issues={issues} onChange={setSeasonSource} until={false} />
      </fieldset>
      <fieldset className="form-grid">
        <legend>Winter rule</legend>
        <p className="muted wide">
          {place.destination.seasonalClosure && !winterRule ? `Now: ${place.destination.seasonalClosure.text} (the road the summer route needs). ` : ''}A rule
          set here replaces that closure on the place’s page, cards and plans; a gate of the road model still closes its road.
        </p>
        <Field
          id={fid}
          label="Where the road closes"
          path="winterRule.gate"
          type="text"
          value={winter.gate}
          issues={issues}
          onChange={(gate) => setWinter({ ...winter, gate })}
        />
        <Field
          id={fid}
          label="First closed day (MM-DD)"
          path="winterRule.from"
          type="text"
          value={winter.from}
          issues={issues}
          onChange={(from) => setWinter({ ...winter, from })}
        />
        <Field
          id={fid}
          label="Last closed day (MM-DD)"
          path="winterRule.to"
          type="text"
          value={winter.to}
          issues={issues}
          onChange={(to) => setWinter({ ...winter, to })}
        />
        <Field
          id={fid}
          label="What the page says"
          path="winterRule.text"
          type="text"
          value={winter.text}
          issues={issues}
          onChange={(text) => setWinter({ ...winter, text })}
        />
        <CheckFields id={fid} prefix="winterRule" value={{ ...winterSource, until: '' }} issues={issues} onChange={setWinterSource} until={false} />
      </fieldset>
      <div className="place-editor-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save tier, seasons and winter rule'}
        </button>
      </div>
    </form>
  );
}
