// One answer to "can this place be visited on this day, and if not, why; if so, when" (issue 47):
// the day's roads (usual and live closures), the place's own winter rule, its park's seasonal rule
// (The Narrows in the runoff, parkRules.ts) and the open season its hours state, in that order,
// then the hours of the day a stop may run (placeSense.windowsOn). The car days, the nights of a
// trip and the car-free days all ask it, so "closed" means one thing everywhere.
import { type Calendar, seasonShut } from '../destinations/hours.ts';
import type { Day } from '../roads/day.ts';
import { seasonClosed } from './parkRules.ts';
import { calendarOf, type Window, windowsOn } from './placeSense.ts';
import type { PlannerPlace } from './planning.ts';
import { asWritten, type Said, say } from '../../lib/messages/said.ts';

/** What closes a place for a whole day: its road, its winter rule, its park's season, its own open season. */
export type ClosedBy = 'road' | 'winter' | 'season' | 'hours';

export interface PlaceDay {
  /** Null when the place can be visited that day; a road's or a winter rule's reason as its data words it. */
  closed: { by: ClosedBy; reason: Said | null } | null;
  /** The hours of the day a stop may run ([] when closed, or when its hours and the light leave none). */
  windows(): Window[];
}

/** The day of one place: closed or not and why, and when a stop may run. */
export function placeOnDay(place: PlannerPlace, day: Day): PlaceDay {
  const calendar: Calendar | null = calendarOf(place);
  const closed = closedBy(place, calendar, day);
  return { closed, windows: () => (closed ? [] : windowsOn(place, calendar, day.date, day.live)) };
}

function closedBy(place: Pick<PlannerPlace, 'id' | 'winter'>, calendar: Calendar | null, day: Day): PlaceDay['closed'] {
  const road = day.roads.placeOpen(place.id);
  if (!road.open) return { by: 'road', reason: road.reason === undefined ? say('plan.roadClosed') : asWritten(road.reason) };
  if (place.winter && day.within({ from: place.winter[0], to: place.winter[1] })) return { by: 'winter', reason: asWritten(place.winter[2]) };
  if (seasonClosed(place.id, day.date, day.live)) return { by: 'season', reason: null };
  if (seasonShut(calendar?.season, day.month)) return { by: 'hours', reason: null };
  return null;
}
