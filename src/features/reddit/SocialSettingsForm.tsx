import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { useCurrentUser } from '../accounts/useCurrentUser.ts';
import { ACCOUNT_LABELS, EMPTY_SOCIAL_SETTINGS, SOCIAL_ACCOUNTS, type SocialSettings, VIDEO_SLOTS } from './socialSettings.ts';
import { SOCIAL_VIDEOS } from './socialVideos.ts';

type Issue = { path: string; message: string };
const fieldName = (group: 'accounts' | 'videos', key: string) => `${group}.${key}`;

/**
 * The admin dashboard's "Media Hub settings": the brand's social accounts and the TikTok id of
 * each Media Hub film. A blank field unsets it (and the Media Hub stops showing it). Staff only;
 * the server checks the role and validates every field again.
 */
export default function SocialSettingsForm() {
  const { data: user } = useCurrentUser();
  const [values, setValues] = useState<SocialSettings | null>(null);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [saving, setSaving] = useState(false);
  const isStaff = Boolean(user?.isStaff);

  useEffect(() => {
    if (!isStaff) return;
    apiFetch<SocialSettings>('/api/social-settings').then(setValues, () => setValues(EMPTY_SOCIAL_SETTINGS));
  }, [isStaff]);

  if (!isStaff || !values) return null;

  const set = (group: 'accounts' | 'videos', key: string, value: string) => setValues({ ...values, [group]: { ...values[group], [key]: value } });
  const issueOf = (name: string) => issues.find((i) => i.path === name)?.message;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      setValues(await apiFetch<SocialSettings>('/api/admin/social-settings', { method: 'PUT', body: values }));
      setIssues([]);
      toast('Media Hub settings saved', 'The Media Hub shows the new accounts and videos now.');
    } catch (error) {
      const body = error instanceof ApiError ? (JSON.parse(error.body || '{}') as { error?: string; issues?: Issue[] }) : {};
      setIssues(body.issues ?? []);
      toast('Settings not saved', body.issues?.[0]?.message ?? body.error ?? 'Please try again.', 'error');
    } finally {
      setSaving(false);
    }
  }

  const field = (group: 'accounts' | 'videos', key: string, label: string, hint: string) => {
    const name = fieldName(group, key);
    const id = `social-${group}-${key}`;
    const issue = issueOf(name);
    return (
      <div className="social-field" key={name}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          value={(values[group] as Record<string, string | null>)[key] ?? ''}
          onChange={(e) => set(group, key, e.target.value)}
          aria-invalid={issue ? true : undefined}
          aria-describedby={`${id}-hint${issue ? ` ${id}-error` : ''}`}
          autoComplete="off"
        />
        <p className="muted social-hint" id={`${id}-hint`}>
          {hint}
        </p>
        {issue && (
          <p className="field-error" id={`${id}-error`}>
            {issue}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="card social-settings" aria-labelledby="social-settings-heading">
      <form className="card-body" onSubmit={save} noValidate>
        <h2 id="social-settings-heading">Media Hub settings</h2>
        <p className="muted">Leave a field blank to hide it: the Media Hub never shows an account or video that is not set.</p>
        <fieldset>
          <legend>SLC Trips social accounts</legend>
          {SOCIAL_ACCOUNTS.map((a) => field('accounts', a, `${ACCOUNT_LABELS[a]} account`, 'The account name only, e.g. slctrips'))}
        </fieldset>
        <fieldset>
          <legend>TikTok video ids</legend>
          {VIDEO_SLOTS.map((slot) =>
            field('videos', slot, SOCIAL_VIDEOS.find((v) => v.slot === slot)?.title ?? slot, 'The digits at the end of the video’s TikTok address'),
          )}
        </fieldset>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </button>
      </form>
    </section>
  );
}
