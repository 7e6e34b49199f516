import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { fillPlaceholders } from '../../lib/format.ts';
import { type KitWords, kitsEn } from '../../lib/messages/kits.en.ts';
import { invalidateKeys } from '../../lib/query.ts';
import { toast } from '../../lib/toast.ts';
import {
  addKit,
  FEEDBACK_MAX,
  interestFailureMessage,
  interestTextOf,
  KIT_ANALYTICS_KEY,
  KITS,
  type KitId,
  kitName,
  MAX_RANKED_KITS,
  missingForInterest,
  move,
} from './kits.ts';
import './kits.css';

interface Props {
  /** Text of the button that opens the dialog. */
  label?: string;
  /**
   * A French or Spanish page's words (decision 107): the dialog speaks its language, shows its own
   * failure text rather than the server's English, and marks the kits' English names and pitches.
   */
  words?: KitWords;
}

type FocusTarget = { id: KitId; action: 'up' | 'down' } | { id: null; action: 'list' };

/**
 * "Rank the kits you want": choose up to five of the nine kits, order them, add an e-mail and
 * optional feedback. Validation and results are toasts with the docs/product.md §5.2 / §8 texts; on success
 * the dialog closes and clears and the analytics queries are invalidated.
 */
export default function KitInterestDialog({ label, words: given }: Props) {
  const words = given ?? kitsEn;
  const text = interestTextOf(words);
  const say = (key: 'kits.up' | 'kits.down' | 'kits.remove' | 'kits.lead' | 'kits.ranking', params: Record<string, string | number>) =>
    fillPlaceholders(words[key], params, 'en-US');
  const en = given ? 'en' : undefined;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const [ranked, setRanked] = useState<KitId[]>([]);
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState('');
  const [pending, setPending] = useState(false);
  const focusNext = useRef<FocusTarget | null>(null);
  const ids = useId();
  const titleId = `${ids}-title`;
  const rankingId = `${ids}-ranking`;

  useEffect(() => setDialog(dialogRef.current), []);

  useEffect(() => {
    const target = focusNext.current;
    if (!target || !dialog) return;
    focusNext.current = null;
    if (target.id === null) {
      dialog.querySelector<HTMLElement>('[data-ranking]')?.focus();
      return;
    }
    const row = dialog.querySelector(`[data-kit="${target.id}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-action="${target.action === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other && !other.disabled ? other : row?.querySelector<HTMLButtonElement>('[data-action="remove"]'))?.focus();
  });

  const show = () => {
    dialogRef.current?.showModal();
  };
  const close = () => {
    dialogRef.current?.close();
  };
  const clear = () => {
    setRanked([]);
    setEmail('');
    setFeedback('');
  };

  const toggle = (id: KitId, checked: boolean) => {
    if (!checked) {
      setRanked(ranked.filter((k) => k !== id));
      return;
    }
    const next = addKit(ranked, id);
    if (next.full) toast(text.maxKits, undefined, 'error');
    else setRanked(next.list);
  };
  const shift = (index: number, by: -1 | 1) => {
    const id = ranked[index]!;
    focusNext.current = { id, action: by === -1 ? 'up' : 'down' };
    setRanked(move(ranked, index, by));
  };
  const remove = (id: KitId) => {
    focusNext.current = { id: null, action: 'list' };
    setRanked(ranked.filter((k) => k !== id));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const missing = missingForInterest({ email, rankedKits: ranked }, text);
    if (missing) {
      toast(missing.title, missing.description, 'error');
      dialogRef.current?.querySelector<HTMLElement>(missing === text.emailRequired ? 'input[type="email"]' : 'input[type="checkbox"]')?.focus();
      return;
    }
    // The shared schema (and zod) is fetched only now, keeping it off the page's first load.
    const { kitInterestSchema } = await import('./kits.schema.ts');
    const parsed = kitInterestSchema.safeParse({ email, rankedKits: ranked, feedback });
    if (!parsed.success) {
      toast(words['kits.error'], given ? text.failure : (parsed.error.issues[0]?.message ?? text.failure), 'error');
      return;
    }
    setPending(true);
    try {
      await apiFetch('/api/kit-interest', { method: 'POST', body: parsed.data });
      invalidateKeys((key) => key.startsWith(KIT_ANALYTICS_KEY));
      close();
      clear();
      toast(text.success, words['kits.thanks']);
    } catch (error) {
      toast(words['kits.error'], interestFailureMessage(error, given ? text.failure : undefined), 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <button type="button" className="button" onClick={show} aria-haspopup="dialog">
        {label ?? words['kits.open']}
      </button>
      <dialog ref={dialogRef} className="kit-dialog" aria-labelledby={titleId}>
        <form className="kit-dialog-form" onSubmit={submit} noValidate>
          <div className="kit-dialog-head">
            <h2 id={titleId}>{words['kits.title']}</h2>
            <button type="button" className="kit-dialog-close" aria-label={words['kits.close']} onClick={close}>
              ×
            </button>
          </div>
          <p className="muted">{say('kits.lead', { max: MAX_RANKED_KITS })}</p>

          <fieldset className="kit-choices">
            <legend>{words['kits.legend']}</legend>
            {KITS.map((kit) => (
              <label key={kit.id} className="kit-choice">
                <input type="checkbox" checked={ranked.includes(kit.id)} onChange={(e) => toggle(kit.id, e.currentTarget.checked)} />
                <span lang={en}>
                  <strong>{kit.name}</strong>
                  <span className="kit-choice-summary">{kit.summary}</span>
                </span>
              </label>
            ))}
          </fieldset>

          <section className="kit-ranking" aria-labelledby={rankingId}>
            <h3 id={rankingId} data-ranking tabIndex={-1}>
              {say('kits.ranking', { count: ranked.length, max: MAX_RANKED_KITS })}
            </h3>
            {ranked.length === 0 ? (
              <p className="muted">{words['kits.none']}</p>
            ) : (
              <ol className="kit-ranking-list">
                {ranked.map((id, index) => (
                  <li key={id} data-kit={id}>
                    <span className="kit-rank" aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className="kit-ranking-name" lang={en}>
                      {kitName(id)}
                    </span>
                    <span className="kit-ranking-actions">
                      <button
                        type="button"
                        data-action="up"
                        aria-label={say('kits.up', { name: kitName(id) })}
                        disabled={index === 0}
                        onClick={() => shift(index, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        data-action="down"
                        aria-label={say('kits.down', { name: kitName(id) })}
                        disabled={index === ranked.length - 1}
                        onClick={() => shift(index, 1)}
                      >
                        ↓
                      </button>
                      <button type="button" data-action="remove" aria-label={say('kits.remove', { name: kitName(id) })} onClick={() => remove(id)}>
                        ×
                      </button>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>

          <label className="kit-field">
            <span>{words['kits.email']}</span>
            <input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          </label>
          <label className="kit-field">
            <span>{words['kits.feedback']}</span>
            <textarea name="feedback" rows={3} maxLength={FEEDBACK_MAX} value={feedback} onChange={(e) => setFeedback(e.currentTarget.value)} />
          </label>

          <div className="kit-dialog-actions">
            <button type="button" className="button secondary" onClick={close}>
              {words['kits.cancel']}
            </button>
            <button type="submit" className="button" disabled={pending}>
              {pending ? words['kits.submitting'] : words['kits.submit']}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
