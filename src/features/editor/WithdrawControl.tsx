import { useState } from 'react';

/**
 * Withdraw asks first and says what it does (issue 40); restore needs no second step, since it
 * only brings back what was there. The question is text in the page, not the browser's dialog,
 * so it is read in order and works with the keyboard.
 */
export default function WithdrawControl({ withdrawn, name, busy, onConfirm }: { withdrawn: boolean; name: string; busy: boolean; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  if (withdrawn) {
    return (
      <button type="button" className="button secondary" disabled={busy} onClick={onConfirm}>
        Restore this place
      </button>
    );
  }
  if (!asking) {
    return (
      <button type="button" className="button secondary" disabled={busy} onClick={() => setAsking(true)}>
        Withdraw this place
      </button>
    );
  }
  return (
    <fieldset className="withdraw-confirm">
      <legend>
        Withdraw {name}? It leaves every list, search, the map, the API and its own page at once (the page then says the place is no longer in the guide).
        Favorites, its history and its data are kept, and Restore brings it back.
      </legend>
      <button
        type="button"
        className="button danger"
        disabled={busy}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Yes, withdraw it
      </button>
      <button type="button" className="button secondary" onClick={() => setAsking(false)}>
        Keep it published
      </button>
    </fieldset>
  );
}
