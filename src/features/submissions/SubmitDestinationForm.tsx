import { type FormEvent, useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { CATEGORIES } from '../destinations/categories.ts';
import { BUSINESS_ROLES, destinationCategory, ROLE_LABELS, SUBMISSION_LIMITS } from './submissions.ts';

type FieldName = keyof typeof SUBMISSION_LIMITS | 'category' | 'businessRole';
type Errors = Partial<Record<FieldName, string>>;

type Initial = Partial<Record<FieldName, string | null>>;

interface Props {
  /** The address named in the failure toast (CONTACT_EMAIL, read at build time). */
  contactEmail: string;
  /**
   * Correction mode (the submitter's status page): the fields start with these values, and a
   * valid form goes to `onSave` instead of becoming a new submission.
   */
  initial?: Initial;
  onSave?: (values: Record<string, string>) => Promise<void>;
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
  initial?: Initial;
}

function TextField({ name, label, type = 'text', required = false, multiline = false, hint, autoComplete, errors, initial }: TextFieldProps) {
  const id = `submit-${name}`;
  const error = errors[name];
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    required,
    maxLength: SUBMISSION_LIMITS[name],
    defaultValue: initial?.[name] ?? undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
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

function SelectField({
  name,
  label,
  options,
  errors,
  initial,
}: {
  name: 'category' | 'businessRole';
  label: string;
  options: Array<[string, string]>;
  errors: Errors;
  initial?: Initial;
}) {
  const id = `submit-${name}`;
  const error = errors[name];
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        id={id}
        name={name}
        required
        defaultValue={initial?.[name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
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
export default function SubmitDestinationForm({ contactEmail, initial: given, onSave }: Props) {
  // A submission stored with a legacy category (issue 51) is corrected under its site category;
  // one that matches none starts unchosen rather than on the list's first entry.
  const initial = given?.category ? { ...given, category: destinationCategory(given.category) ?? '' } : given;
  const [state, setState] = useState<'editing' | 'submitting' | { email: string; phone: string; emailSent: boolean }>('editing');
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
    const { submissionSchema } = await import('./submissions.schema.ts');
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
    if (onSave) {
      // The caller shows the outcome (and replaces this form when it worked).
      try {
        await onSave(values);
      } finally {
        setState('editing');
      }
      return;
    }
    try {
      const answer = await apiFetch<{ emailSent?: boolean }>('/api/submit-destination', { body: values });
      toast('Submission Received!', "We'll review your destination and get back to you within 3-5 business days.");
      setState({ email: parsed.data.email, phone: parsed.data.phone, emailSent: answer?.emailSent !== false });
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
          <p>
            {state.emailSent
              ? 'We have e-mailed you a private link where you can follow its status, read our notes and correct it if we ask you to.'
              : 'We could not send the confirmation e-mail just now, but your submission is saved and we will write once it is reviewed.'}
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
        <TextField name="name" label="Business/Destination Name" required autoComplete="organization" errors={errors} initial={initial} />
        <SelectField name="category" label="Category" options={CATEGORIES.map((c) => [c, c])} errors={errors} initial={initial} />
        <TextField
          name="address"
          label="Address"
          required
          hint="Street, town and ZIP, e.g. 123 Main St, Moab, UT 84532"
          autoComplete="street-address"
          errors={errors}
          initial={initial}
        />
        <TextField name="website" label="Website" type="url" hint="Starting with https://" autoComplete="url" errors={errors} initial={initial} />
        <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" errors={errors} initial={initial} />
        <TextField name="email" label="E-mail" type="email" required autoComplete="email" errors={errors} initial={initial} />
        <TextField name="description" label="Description" required multiline hint="What makes it worth the drive from SLC?" errors={errors} initial={initial} />
        <TextField name="highlights" label="Highlights" multiline hint="One per line" errors={errors} initial={initial} />
        <TextField name="hours" label="Hours" errors={errors} initial={initial} />
        <TextField name="pricing" label="Pricing" errors={errors} initial={initial} />
        <TextField name="seasonality" label="Seasonality" hint="When is the best time to visit?" errors={errors} initial={initial} />
      </fieldset>
      <fieldset>
        <legend>About you</legend>
        <TextField name="contactName" label="Contact Name" required autoComplete="name" errors={errors} initial={initial} />
        <SelectField name="businessRole" label="Your Role" options={BUSINESS_ROLES.map((r) => [r, ROLE_LABELS[r]])} errors={errors} initial={initial} />
      </fieldset>
      {/* Honeypot: people never see or reach it; bots fill every field they find. */}
      <div className="hp-field" aria-hidden="true">
        <label htmlFor="submit-promo">Promo code (leave empty)</label>
        <input id="submit-promo" name="promoCode" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="button" disabled={!ready || submitting}>
        {submitting ? (onSave ? 'Sending...' : 'Submitting...') : onSave ? 'Send corrections' : 'Submit Destination'}
      </button>
    </form>
  );
}
