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
