import { PLACE_FIELD_NAMES, type PlaceField } from '../destinations/placeFields.ts';

/** One labelled value of a submission (a `<dt>`/`<dd>` pair in a `<dl>`), left out when empty: the review cards and the submitter's status page. */
export default function SubmissionField({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="field">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A submission's place fields in the order given, each under the name the catalogue editor gives it (placeFields.ts). */
export function PlaceFieldRows({ fields, of }: { fields: readonly PlaceField[]; of: Partial<Record<PlaceField, string | null>> }) {
  return fields.map((field) => <SubmissionField key={field} label={PLACE_FIELD_NAMES[field]} value={of[field] ?? null} />);
}
