// Nearby Attractions in two seasons (issue 27): whether a place's winter list (on the roads of a
// winter day) says something its summer list does not. Pure and light.

type Listed = ReadonlyArray<{ destination: { id: string }; minutes: number }>;

/** Whether the winter list differs from the summer one: other places, or a drive at least 5 minutes longer. */
export function nearbySeasonsDiffer(summer: Listed, winter: Listed): boolean {
  if (summer.length !== winter.length) return true;
  return summer.some((s, i) => s.destination.id !== winter[i]!.destination.id || Math.round(winter[i]!.minutes) - Math.round(s.minutes) >= 5);
}
