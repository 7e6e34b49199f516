/**
 * The opening day of the 2034 Winter Games in Utah (docs/product.md §9, decision 040): the IOC
 * elected Salt Lake City-Utah for 10-26 February 2034 and the opening ceremony is on the 10th; no
 * hour has been published, so the countdown aims at the start of that day in Utah. February is
 * Mountain Standard Time (UTC-7): midnight UTC would be the evening before in Salt Lake City.
 */
export const GAMES_START = '2034-02-10T00:00:00-07:00';
/** The closing day, 26 February 2034, from its start in Utah. */
export const GAMES_END = '2034-02-26T00:00:00-07:00';
export const TICK_MS = 1000;

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target has been reached: the countdown stops ticking. */
  done: boolean;
}

/** Whole days, hours, minutes and seconds from `now` to `target` (all zero once reached). */
export function remaining(target: Date | string | number, now: Date | number = Date.now()): Remaining {
  const ms = new Date(target).getTime() - new Date(now).getTime();
  if (!(ms > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: false,
  };
}

type Unit = 'days' | 'hours' | 'minutes' | 'seconds';
const UNITS: readonly Unit[] = ['days', 'hours', 'minutes', 'seconds'];

/**
 * Drives one countdown element: every [data-unit] child shows its value, refreshed each second
 * while the target is in the future. When the target passes the values reach zero and stay
 * (docs/product.md §4.2: the last shown values), the timer stops and the element gets data-state="ended".
 * Returns a function that stops it.
 */
export function startCountdown(root: HTMLElement, target: string, now: () => number = Date.now): () => void {
  const cells = new Map(UNITS.map((u) => [u, root.querySelector<HTMLElement>(`[data-unit="${u}"]`)]));
  let timer: ReturnType<typeof setInterval> | undefined;
  const render = () => {
    const left = remaining(target, now());
    for (const unit of UNITS) {
      const cell = cells.get(unit);
      if (cell) cell.textContent = String(left[unit]);
    }
    if (left.done) {
      root.dataset.state = 'ended';
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    }
    return left.done;
  };
  if (!render()) timer = setInterval(render, TICK_MS);
  return () => {
    if (timer !== undefined) clearInterval(timer);
  };
}
