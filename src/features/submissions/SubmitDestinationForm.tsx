import { type FormEvent, useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { CATEGORIES } from '../destinations/categories.ts';
import { BUSINESS_ROLES, destinationCategory, ROLE_LABELS, SUBMISSION_LIMITS } from './submissions.ts';
import { fillPlaceholders } from '../../lib/format.ts';
import { type SubmitFormPage, type SubmitFormWords, submitFormEn } from '../../lib/messages/submit.en.ts';

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
  /** A French or Spanish page's words, category names and home page (decision 107); English without it. */
  page?: SubmitFormPage;
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
  words: SubmitFormWords;
}

function TextField({ name, label, type = 'text', required = false, multiline = false, hint, autoComplete, errors, initial, words }: TextFieldProps) {
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
        {required ? <span aria-hidden="true"> *</span> : <span className="muted">{words['submitForm.optional']}</span>}
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
  choose,
}: {
  name: 'category' | 'businessRole';
  label: string;
  options: Array<[string, string]>;
  errors: Errors;
  initial?: Initial;
  choose: string;
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
          {choose}
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
export default function SubmitDestinationForm({ contactEmail, initial: given, onSave, page }: Props) {
  const words = page?.words ?? submitFormEn;
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
        // The schema speaks English; a French or Spanish form names the field's error in its language.
        found[key] ??= page ? (words[`submitForm.error.${key}` as keyof SubmitFormWords] ?? words['submitForm.error.field']) : issue.message;
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
      toast(words['submitForm.received'], words['submitForm.receivedText']);
      setState({ email: parsed.data.email, phone: parsed.data.phone, emailSent: answer?.emailSent !== false });
    } catch {
      toast(words['submitForm.failed'], fillPlaceholders(words['submitForm.failedText'], { email: contactEmail }, 'en-US'), 'error');
      setState('editing');
    }
  }

  if (typeof state === 'object') {
    const [beforeEmail, rest = ''] = words['submitForm.contact'].split('{email}');
    const [between, afterPhone] = rest.split('{phone}');
    return (
      <section className="card submitted" aria-labelledby="submitted-heading">
        <div className="card-body">
          <h2 id="submitted-heading" ref={doneHeading} tabIndex={-1}>
            {words['submitForm.received']}
          </h2>
          <p>{words['submitForm.thanks']}</p>
          <p>
            {beforeEmail}
            <strong>{state.email}</strong>
            {between}
            <strong>{state.phone}</strong>
            {afterPhone}
          </p>
          <p>{state.emailSent ? words['submitForm.mailed'] : words['submitForm.notMailed']}</p>
          <a className="button" href={page?.home ?? '/'}>
            {words['submitForm.home']}
          </a>
        </div>
      </section>
    );
  }

  const submitting = state === 'submitting';
  const field = { errors, initial, words };
  const categoryName = (c: string) => page?.categories[c] ?? c;
  const roleName = (r: (typeof BUSINESS_ROLES)[number]) => (page ? words[`submitForm.role.${r}`] : ROLE_LABELS[r]);
  return (
    <form className="submit-form" onSubmit={onSubmit} aria-describedby="submit-required-note">
      <p id="submit-required-note" className="muted">
        {words['submitForm.required']}
      </p>
      <fieldset>
        <legend>{words['submitForm.yourPlace']}</legend>
        <TextField name="name" label={words['submitForm.name']} required autoComplete="organization" {...field} />
        <SelectField
          name="category"
          label={words['submitForm.category']}
          options={CATEGORIES.map((c) => [c, categoryName(c)])}
          errors={errors}
          initial={initial}
          choose={words['submitForm.choose']}
        />
        <TextField
          name="address"
          label={words['submitForm.address']}
          required
          hint={words['submitForm.addressHint']}
          autoComplete="street-address"
          {...field}
        />
        <TextField name="website" label={words['submitForm.website']} type="url" hint={words['submitForm.websiteHint']} autoComplete="url" {...field} />
        <TextField name="phone" label={words['submitForm.phone']} type="tel" required autoComplete="tel" {...field} />
        <TextField name="email" label={words['submitForm.email']} type="email" required autoComplete="email" {...field} />
        <TextField name="description" label={words['submitForm.description']} required multiline hint={words['submitForm.descriptionHint']} {...field} />
        <TextField name="highlights" label={words['submitForm.highlights']} multiline hint={words['submitForm.highlightsHint']} {...field} />
        <TextField name="hours" label={words['submitForm.hours']} {...field} />
        <TextField name="pricing" label={words['submitForm.pricing']} {...field} />
        <TextField name="seasonality" label={words['submitForm.seasonality']} hint={words['submitForm.seasonalityHint']} {...field} />
      </fieldset>
      <fieldset>
        <legend>{words['submitForm.aboutYou']}</legend>
        <TextField name="contactName" label={words['submitForm.contactName']} required autoComplete="name" {...field} />
        <SelectField
          name="businessRole"
          label={words['submitForm.businessRole']}
          options={BUSINESS_ROLES.map((r) => [r, roleName(r)])}
          errors={errors}
          initial={initial}
          choose={words['submitForm.choose']}
        />
      </fieldset>
      {/* Honeypot: people never see or reach it; bots fill every field they find. */}
      <div className="hp-field" aria-hidden="true">
        <label htmlFor="submit-promo">{words['submitForm.promo']}</label>
        <input id="submit-promo" name="promoCode" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="button" disabled={!ready || submitting}>
        {/* Correction mode (the submitter's status page) is English only. */}
        {submitting ? (onSave ? 'Sending...' : words['submitForm.submitting']) : onSave ? 'Send corrections' : words['submitForm.submit']}
      </button>
    </form>
  );
}
