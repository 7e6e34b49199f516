// Parks and their parts (issue 29, decision 050): a place names the park it lies in (`partOf`);
// the park's page lists its parts, a part's page links its park. Pure: the build and tests share it.
import type { Destination } from './destinations.ts';

export interface PlaceLink {
  id: string;
  name: string;
}

type Place = Pick<Destination, 'id' | 'name' | 'partOf'>;

const byName = (a: PlaceLink, b: PlaceLink) => a.name.localeCompare(b.name);

/** For a catalogue: each place's park (when the park is in it) and each park's parts, by name. */
export function partsAndParks(all: readonly Place[]) {
  const byId = new Map(all.map((d) => [d.id, d]));
  const parts = new Map<string, PlaceLink[]>();
  for (const d of all) {
    if (!d.partOf || d.partOf === d.id || !byId.has(d.partOf)) continue;
    const list = parts.get(d.partOf) ?? [];
    list.push({ id: d.id, name: d.name });
    parts.set(d.partOf, list);
  }
  for (const list of parts.values()) list.sort(byName);
  return {
    parkOf(d: Place): PlaceLink | null {
      const park = d.partOf && d.partOf !== d.id ? byId.get(d.partOf) : undefined;
      return park ? { id: park.id, name: park.name } : null;
    },
    partsOf: (d: Place): PlaceLink[] => parts.get(d.id) ?? [],
  };
}

/** The ids of places that have parts: the parks. */
export function parkIds(all: readonly Place[]): Set<string> {
  const ids = new Set(all.map((d) => d.id));
  return new Set(all.flatMap((d) => (d.partOf && d.partOf !== d.id && ids.has(d.partOf) ? [d.partOf] : [])));
}
