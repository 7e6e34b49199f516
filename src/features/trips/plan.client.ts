/**
 * /plan in the browser: the form is a plain GET form (the URL is the plan), this script fills
 * the defaults, asks the worker for the plans and draws them. No framework: a few DOM helpers.
 * The exports (ics, gpx) load only when asked for.
 */
import { h } from '../../lib/dom.ts';
import {
  clockText as utahClock,
  dayText as utahDay,
  durationText as duration,
  pageHref,
  pageWords,
  planWords,
  setPlanWords,
  langOf,
  w,
  word,
} from './words.ts';
import { clock, timeline } from './timeline.ts';
import { dayActions, tripActions } from './planActions.ts';
import { renderTrips } from './tripView.ts';
import type { Itinerary, LiveClosures, PlannerData, PlanResponse } from '../planning/planning.ts';
import { nextMorning } from '../../lib/planLink.ts';
import { utahDate, utahParts } from '../../lib/utahTime.ts';
import { liveClosures } from '../closures/closures.store.ts';
import { liveDayNow } from '../closures/liveDay.ts';
import { reportLines, reportsOnPlan } from '../closures/closures.ts';
import type { PlanStarter } from './planStart.ts';
import { whileOfflineOnlyStored } from '../offline/stored.ts';
import { type Said, say } from '../../lib/messages/said.ts';

/** The User Timing mark set when the first plan is on screen. */
export const PLAN_SHOWN = 'slc:plan-shown';
/** The planner's data, as planStart.ts (which may import nothing the page does) names it too. */
const DATA_URL = '/plan-data.json';

function planTitle(it: Itinerary): string {
  return it.stops.map((s) => s.name).join(' → ');
}

function planCard(it: Itinerary, k: number, heading: string, open: boolean): HTMLElement {
  const item = h('li', { class: 'plan card', id: `plan-${k}`, 'data-plan': String(k) });
  // A saved trip reopens at its own plan (/plan?…#plan-2).
  open ||= location.hash === `#plan-${k}`;
  const summary = h(
    'summary',
    {},
    h('h3', {}, w('planPage.cardTitle', { heading, route: planTitle(it) })),
    h(
      'p',
      { class: 'plan-summary' },
      it.carFree
        ? w('planPage.summary.carFree', {
            total: duration(Math.round((it.back - it.leave) / 60_000)),
            visit: duration(it.visitMinutes),
            back: clock(it.back, it.leave),
          })
        : w('planPage.summary.car', {
            total: duration(it.driveMinutes + it.visitMinutes),
            drive: duration(it.driveMinutes),
            visit: duration(it.visitMinutes),
            back: clock(it.back, it.leave),
          }),
    ),
  );
  const warnings = it.warnings.length ? h('ul', { class: 'warnings' }, ...it.warnings.map((warning) => h('li', langOf(warning), `⚠ ${word(warning)}`))) : null;
  // Issue 39: what the plan leaves out of the parks it reaches, and why.
  const leftOut = it.leftOut?.length
    ? h('div', { class: 'sights-left-out' }, h('h4', {}, w('planPage.leftOut')), h('ul', {}, ...it.leftOut.map((x) => h('li', {}, word(x)))))
    : null;
  // Issue 48: when the sun rises and sets that day, for the first and last light of the plan.
  const sunset = it.sunset
    ? h(
        'p',
        { class: 'sunset' },
        it.sunrise
          ? w('planPage.sun.both', { sunrise: utahClock(it.sunrise), sunset: utahClock(it.sunset) })
          : w('planPage.sun.set', { sunset: utahClock(it.sunset) }),
      )
    : null;
  const details = h(
    'details',
    open ? { open: '' } : {},
    summary,
    h(
      'div',
      { class: 'card-body' },
      timeline(it),
      sunset,
      warnings,
      leftOut,
      dayActions(it, k, w('planPage.saveLabel', { day: utahDay(it.leave), name: it.stops[0]?.name ?? w('planPage.trip') }), item),
    ),
  );
  item.append(details);
  return item;
}

function render(results: HTMLElement, response: PlanResponse, form: HTMLFormElement): void {
  if (!response.ok) {
    const error = form.querySelector<HTMLElement>('[data-form-error]');
    if (error) error.textContent = word(response.error);
    for (const f of response.fields) form.querySelector(`[name="${f}"]`)?.setAttribute('aria-invalid', 'true');
    results.replaceChildren();
    return;
  }
  if (response.kind === 'trip') {
    renderTrips(results, response.result, { timeline, duration, actions: tripActions }, utahParts(Date.now()).date);
    return;
  }
  if (response.kind === 'favourites') {
    const { days, unplaced } = response.result;
    const list = h('ol', { class: 'plans' }, ...days.map((d, k) => planCard(d, k, w('planPage.dayN', { n: k + 1, day: utahDay(d.leave) }), k === 0)));
    const left = unplaced.length
      ? h(
          'div',
          {},
          h('h3', {}, w('planPage.notInDays')),
          h('ul', {}, ...unplaced.map((u) => h('li', {}, w('planPage.unplaced', { name: u.name, reason: word(u.reason) })))),
        )
      : null;
    results.replaceChildren(
      h('h2', { id: 'plans-heading' }, w('planPage.favorites', { count: days.length })),
      ...(days.length ? [list] : []),
      ...(left ? [left] : []),
    );
    return;
  }
  const { itineraries, budgetMinutes, leftOut } = response.result;
  // Issue 27: the places the day's closed roads keep out of the plans, counted and said why.
  const closedNote = leftOut ? [h('p', { class: 'left-out', 'data-left-out': String(leftOut.count) }, word(leftOut.text))] : [];
  if (itineraries.length === 0) {
    results.replaceChildren(
      h('h2', { id: 'plans-heading' }, w('planPage.nothingFits')),
      h(
        'p',
        {},
        w(new URLSearchParams(location.search).get('car') === '0' ? 'planPage.nothing.carFree' : 'planPage.nothing.car', {
          time: duration(budgetMinutes),
          from: response.result.start.name,
        }),
      ),
      ...closedNote,
    );
    return;
  }
  const count = itineraries.length === 1 ? 'planPage.plans1' : itineraries.length === 3 ? 'planPage.plans3' : 'planPage.plans2';
  results.replaceChildren(
    h('h2', { id: 'plans-heading' }, w(count, { time: duration(budgetMinutes), from: response.result.start.name })),
    ...dayInNote(response.result.dayIn, response.result.start.name, form),
    ...closedNote,
    h('ol', { class: 'plans' }, ...itineraries.map((it, k) => planCard(it, k, w('planPage.planN', { n: k + 1 }), false))),
  );
}

/**
 * Decision 129: "A day in Goblin Valley State Park", and from a start outside it the drive there each way. The
 * area's name in the page's language is the form's own option (HTML), so the script carries no list of names.
 */
function dayInNote(dayIn: { name: string; driveThere: number } | undefined, from: string, form: HTMLFormElement): HTMLElement[] {
  if (!dayIn) return [];
  const option = [...(form.querySelector<HTMLSelectElement>('select[name="park"]')?.options ?? [])].find((o) => o.value === dayIn.name);
  const area = option?.textContent ?? dayIn.name;
  const text = dayIn.driveThere > 0 ? w('planPage.dayInFrom', { area, drive: duration(dayIn.driveThere), from }) : w('planPage.dayIn', { area });
  return [h('p', { class: 'day-in', 'data-day-in': dayIn.name }, text)];
}

/**
 * Issue 40: a plan of today names UDOT's reports that closed a place it left out or lie along a
 * stop's road, after the note that counts them, and links today's conditions; issue 49: with the
 * river's reading of today for a place it left out or visits (The Narrows closed or open by the flow).
 */
async function showRoadReports(results: HTMLElement, response: PlanResponse, today: boolean): Promise<void> {
  if (!today || !response.ok || response.kind !== 'day') return;
  const { itineraries, leftOut } = response.result;
  const stops = itineraries.flatMap((it) => it.stops.map((s) => s.placeId));
  const onPlan = [...stops, ...(leftOut?.placeIds ?? [])];
  const day = await liveDayNow();
  // liveDayNow's reasons and notes are the gauges' (UDOT's reports are the closures' items).
  const rivers = [...new Set(onPlan)].map((id) => day?.placeReasons?.[id] ?? day?.placeNotes?.[id]).filter((line): line is string => line !== undefined);
  const lines = [...reportLines(reportsOnPlan(await liveClosures(), stops, leftOut?.placeIds ?? []), new Date()), ...rivers];
  if (lines.length === 0) return;
  const reports = h(
    'div',
    { class: 'plan-road-reports', 'data-road-reports': '' },
    h('h3', {}, w(rivers.length > 0 ? 'planPage.reports.roadsRivers' : 'planPage.reports.roads')),
    // UDOT's reports and the river readings are in English, as the agencies write them.
    h('ul', planWords().lang === 'en' ? {} : { lang: 'en' }, ...lines.map((line) => h('li', {}, line))),
    h('p', {}, h('a', pageHref('/conditions'), w('planPage.reports.all'))),
  );
  const heading = results.querySelector('#plans-heading');
  (results.querySelector('.left-out') ?? heading)?.after(reports);
}

/**
 * Plans on the main thread where workers are missing (the workers start with the page: planStart.ts,
 * decision 065); without a car on the GTFS feed's timetable when the build wrote one (decision 064).
 */
async function onPage(search: string, carFree: boolean, closures: LiveClosures | undefined): Promise<PlanResponse> {
  const data = await fetch(DATA_URL).then((r) => r.json() as Promise<PlannerData>);
  const usable = { ...data, places: await whileOfflineOnlyStored(data.places) };
  const timetable = document.querySelector<HTMLMetaElement>('meta[name="slc-transit-timetable"]')?.content || undefined;
  if (carFree) return (await import('../transit/carFreeRun.ts')).runCarFreePlanOn(search, usable, timetable);
  return (await import('../planner/planRun.ts')).runPlan(search, usable, closures);
}

/**
 * Plans a request: from this tab's cache when the same request was planned on this build
 * (issue 38), else off the main thread when the browser can (same-origin module worker). The
 * worker started with the page (planStart.ts, the page's first script) and loads its data while the page
 * still reads today's live closures.
 */
async function plan(starter: PlanStarter, search: string, onProgress: (said: Said) => void): Promise<PlanResponse> {
  // A plan of today leaves out what UDOT has closed now (decision 048) and follows today's river
  // readings (issue 49); other days, the usual windows.
  const today = new URLSearchParams(search).get('date') === utahDate(Date.now());
  const carFree = new URLSearchParams(search).get('car') === '0';
  const early = today ? undefined : starter.kept(search, undefined);
  if (early) {
    starter.take(carFree)?.stop();
    return early;
  }
  const planner = starter.take(carFree) ?? starter.launch(carFree);
  // The day model (roads/day.ts) applies live closures on the day they were read only.
  const closures = today ? await liveDayNow() : undefined;
  const cached = today ? starter.kept(search, closures) : undefined;
  if (cached) {
    planner?.stop();
    return cached;
  }
  const response = planner ? await planner.plan({ search, liveClosures: closures }, onProgress) : await onPage(search, carFree, closures);
  starter.keep(search, closures, response);
  return response;
}

function fillForm(form: HTMLFormElement, params: URLSearchParams): void {
  for (const name of ['from', 'to', 'near', 'date', 'time', 'hours', 'park', 'favs', 'days', 'drive', 'flight', 'buffer', 'walk']) {
    const value = params.get(name);
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    if (field && value !== null) field.value = value;
  }
  for (const list of ['cat', 'who', 'for']) {
    const chosen = new Set(params.getAll(list));
    for (const box of form.querySelectorAll<HTMLInputElement>(`input[name="${list}"]`)) box.checked = chosen.has(box.value);
  }
  const car = form.elements.namedItem('car') as HTMLInputElement | null;
  if (car) car.checked = params.get('car') === '0';
  const pace = params.get('pace');
  if (pace) for (const r of form.querySelectorAll<HTMLInputElement>('input[name="pace"]')) r.checked = r.value === pace;
}

export function startPlanPage(): void {
  const form = document.querySelector<HTMLFormElement>('[data-plan-form]');
  const results = document.querySelector<HTMLElement>('[data-plan-results]');
  if (!form || !results) return;
  // The page's language (decision 102): a French or Spanish page hands its words in #plan-words.
  setPlanWords(pageWords(document));
  const params = new URLSearchParams(location.search);
  fillForm(form, params);
  // No date or time given: the next morning at 09:00 in Utah (decision 053), never the small hours.
  const now = nextMorning(Date.now());
  const date = form.elements.namedItem('date') as HTMLInputElement;
  const time = form.elements.namedItem('time') as HTMLInputElement;
  if (!date.value) date.value = now.date;
  if (!time.value) time.value = now.time;

  const near = form.querySelector<HTMLInputElement>('[data-near]')!;
  const from = form.elements.namedItem('from') as HTMLInputElement;
  const error = form.querySelector<HTMLElement>('[data-form-error]')!;
  form.querySelector('[data-locate]')?.addEventListener('click', () => {
    if (!navigator.geolocation) {
      error.textContent = w('planPage.locate.unsupported');
      return;
    }
    error.textContent = w('planPage.locate.finding');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        near.value = `${pos.coords.latitude.toFixed(4)},${pos.coords.longitude.toFixed(4)}`;
        from.value = 'My location';
        error.textContent = '';
      },
      () => {
        error.textContent = w('planPage.locate.failed');
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
  // The start and end suggestions: the page lists the airport and the towns; the place names
  // come from /plan-data.json (the planner's own data) once a field is used, so the page does
  // not grow with the catalogue.
  const points = document.getElementById('plan-points');
  let named = false;
  const addPlaceNames = () => {
    if (named) return;
    named = true;
    fetch(window.slcPlanStarter?.dataUrl ?? DATA_URL)
      .then((r) => (r.ok ? (r.json() as Promise<PlannerData>) : Promise.reject(new Error(`plan-data.json answered ${r.status}`))))
      .then((data) => {
        const names = [...new Set(data.places.map((p) => p.name))].sort((a, b) => a.localeCompare(b));
        points?.append(...names.map((name) => Object.assign(document.createElement('option'), { value: name })));
      })
      .catch(() => {
        named = false; // Try again on the next focus (offline, say).
      });
  };
  for (const name of ['from', 'to']) (form.elements.namedItem(name) as HTMLInputElement | null)?.addEventListener('focus', addPlaceNames);

  // A trip of several days plans whole days unless the visitor chose the hours.
  const days = form.elements.namedItem('days') as HTMLSelectElement | null;
  const hours = form.elements.namedItem('hours') as HTMLSelectElement | null;
  days?.addEventListener('change', () => {
    if (hours && days.value !== '1' && hours.value === '4') hours.value = 'day';
  });
  // Empty optional fields stay out of the URL, so a plan's address is short and readable.
  form.addEventListener('formdata', (event) => {
    for (const name of ['to', 'near', 'park', 'favs', 'flight']) if (!event.formData.get(name)) event.formData.delete(name);
    // A day plan carries no trip fields, a plan without a flight no buffer: short, readable addresses.
    if (event.formData.get('days') === '1') for (const name of ['days', 'drive']) event.formData.delete(name);
    if (!event.formData.get('flight')) event.formData.delete('buffer');
    // The walking limit belongs to plans without a car (issue 36).
    if (event.formData.get('car') !== '0') event.formData.delete('walk');
    if (event.formData.get('from') !== 'My location') event.formData.delete('near');
  });

  if (![...params.keys()].length) return;
  // A plan URL without a date and time means the next morning: write them in, so the URL reproduces it.
  if (!params.get('date') || !params.get('time')) {
    params.set('date', date.value);
    params.set('time', time.value);
    history.replaceState(null, '', `${location.pathname}?${params}`);
  }
  // The progress line (issue 38): what the planner is doing, read out politely, until the plan replaces it.
  const progress = h('p', { role: 'status', class: 'plan-progress' }, w('planPage.loading'));
  results.replaceChildren(progress);
  const starter = window.slcPlanStarter;
  // The starter (planStart.ts) runs first; without it (blocked, say) there is no planner.
  const planned = starter
    ? plan(starter, params.toString(), (said) => {
        progress.textContent = word(said);
      })
    : Promise.resolve<PlanResponse>({ ok: false, error: say('plan.error.noStart'), fields: [] });
  // The Utah-time formatters the plan's times and days are written with, made now, while the
  // worker plans (issue 52, decision 113): the first Intl.DateTimeFormat with a time zone loads
  // ICU's data, 10–20 ms that were spent drawing the plan after the worker had answered.
  utahClock(Date.now());
  utahDay(Date.now());
  void planned.then((response) => {
    render(results, response, form);
    void showRoadReports(results, response, params.get('date') === utahDate(Date.now()));
    // "First plan shown", for the plan benchmark (scripts/bench-plan.ts) and the browser's own tools.
    performance.mark(PLAN_SHOWN);
    // On a phone the results start far below the form: take focus (and the reader) to them.
    const heading = results.querySelector<HTMLElement>('#plans-heading');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  });
}
