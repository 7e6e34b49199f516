import { type FormEvent, useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { BUSINESS_ROLES, CATEGORY_LABELS, ROLE_LABELS, SUBMISSION_CATEGORIES, SUBMISSION_LIMITS } from './staff.ts';

type FieldName = keyof typeof SUBMISSION_LIMITS | 'category' | 'businessRole';
type Errors = Partial<Record<FieldName, string>>;

interface Props {
  /** The address named in the failure toast (CONTACT_EMAIL, read at build time). */
  contactEmail: string;
}

interface TextFieldProps {
  name: FieldName & keyof typeof SUBMISSION_LIMITS;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  required?: boolean;
  multiline?: boolean;
  hint?: string;
  autoComplete?: string;
  errors: Errors;
}

function TextField({ name, label, type = 'text', required = false, multiline = false, hint, autoComplete, errors }: TextFieldProps) {
  const id = `submit-${name}`;
  const error = errors[name];
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, name, required, maxLength: SUBMISSION_LIMITS[name], 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className={`form-field ${multiline ? 'wide' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="muted"> (optional)</span>}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="muted hint">
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea {...common} rows={4} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function SelectField({ name, label, options, errors }: { name: 'category' | 'businessRole'; label: string; options: Array<[string, string]>; errors: Errors }) {
  const id = `submit-${name}`;
  const error = errors[name];
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <select id={id} name={name} required defaultValue="" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="" disabled>
          Choose…
        </option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The public business form of /submit-destination: editing → submitting → submitted. */
export default function SubmitDestinationForm({ contactEmail }: Props) {
  const [state, setState] = useState<'editing' | 'submitting' | { email: string; phone: string }>('editing');
  const [errors, setErrors] = useState<Errors>({});
  const [ready, setReady] = useState(false);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  // Until the island runs, a native submit would put the answers in the URL: keep it disabled.
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (typeof state === 'object') doneHeading.current?.focus();
  }, [state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    // The shared schema (and zod) is fetched only now, keeping it off the page's first load.
    const { submissionSchema } = await import('./staff.schema.ts');
    const parsed = submissionSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FieldName;
        found[key] ??= issue.message;
      }
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setState('submitting');
    try {
      await apiFetch('/api/submit-destination', { body: values });
      toast('Submission Received!', "We'll review your destination and get back to you within 3-5 business days.");
      setState({ email: parsed.data.email, phone: parsed.data.phone });
    } catch {
      toast('Submission Error', `Please try again or email us directly at ${contactEmail}`, 'error');
      setState('editing');
    }
  }

  if (typeof state === 'object') {
    return (
      <section className="card submitted" aria-labelledby="submitted-heading">
        <div className="card-body">
          <h2 id="submitted-heading" ref={doneHeading} tabIndex={-1}>
            Submission Received!
          </h2>
          <p>Thank you. We'll review your destination and get back to you within 3-5 business days.</p>
          <p>
            We will contact you at <strong>{state.email}</strong> or <strong>{state.phone}</strong>.
          </p>
          <a className="button" href="/">
            Return to Homepage
          </a>
        </div>
      </section>
    );
  }

  const submitting = state === 'submitting';
  return (
    <form className="submit-form" onSubmit={onSubmit} aria-describedby="submit-required-note">
      <p id="submit-required-note" className="muted">
        Fields marked * are required.
      </p>
      <fieldset>
        <legend>Your destination</legend>
        <TextField name="name" label="Business/Destination Name" required autoComplete="organization" errors={errors} />
        <SelectField name="category" label="Category" options={SUBMISSION_CATEGORIES.map((c) => [c, CATEGORY_LABELS[c]])} errors={errors} />
        <TextField name="address" label="Address" required hint="Street, town and ZIP, e.g. 123 Main St, Moab, UT 84532" autoComplete="street-address" errors={errors} />
        <TextField name="website" label="Website" type="url" hint="Starting with https://" autoComplete="url" errors={errors} />
        <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" errors={errors} />
        <TextField name="email" label="E-mail" type="email" required autoComplete="email" errors={errors} />
        <TextField name="description" label="Description" required multiline hint="What makes it worth the drive from SLC?" errors={errors} />
        <TextField name="highlights" label="Highlights" multiline hint="One per line" errors={errors} />
        <TextField name="hours" label="Hours" errors={errors} />
        <TextField name="pricing" label="Pricing" errors={errors} />
        <TextField name="seasonality" label="Seasonality" hint="When is the best time to visit?" errors={errors} />
      </fieldset>
      <fieldset>
        <legend>About you</legend>
        <TextField name="contactName" label="Contact Name" required autoComplete="name" errors={errors} />
        <SelectField name="businessRole" label="Your Role" options={BUSINESS_ROLES.map((r) => [r, ROLE_LABELS[r]])} errors={errors} />
      </fieldset>
      {/* Honeypot: people never see or reach it; bots fill every field they find. */}
      <div className="hp-field" aria-hidden="true">
        <label htmlFor="submit-promo">Promo code (leave empty)</label>
        <input id="submit-promo" name="promoCode" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="button" disabled={!ready || submitting}>
        {submitting ? 'Submitting...' : 'Submit Destination'}
      </button>
    </form>
  );
}
