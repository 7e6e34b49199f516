/**
 * Published expert itineraries and "one day in the park" lists (issue 39, decision 057), each
 * turned into a planner request: the signature sights it names that fit the time and season, the
 * town it sleeps in, and what it warns against. Read by expert.test.ts (which holds the planner's
 * first plan to them) and by scripts/planner-quality.ts (docs/planner-quality.md). Every source
 * was read on 2026-11-27; the date after each is the page's own where it gives one.
 */

export interface ExpertItinerary {
  id: string;
  title: string;
  source: string;
  /** The page's own date, or "undated". */
  published: string;
  /** `park`: the park the list is a day in, where its base serves two ("a day in" on /plan). */
  request: { from: string; date: string; time: string; hours: number; park?: string };
  /** Catalogue ids of the sights it names that fit the request's time and season. */
  sights: string[];
  /** Catalogue ids it warns against (permit-only without a permit, 4x4 for a sightseer…). */
  avoid: string[];
}

export const EXPERT_ITINERARIES: readonly ExpertItinerary[] = [
  {
    id: 'frommers-zion-1-day',
    title: "Frommer's: Zion in one full day",
    source: 'https://www.frommers.com/destinations/zion-national-park/suggested-itineraries',
    published: 'undated',
    request: { from: 'Springdale', date: '2027-05-12', time: '08:00', hours: 9 },
    sights: ['riverside-walk-zion', 'emerald-pools-trail'],
    avoid: ['angels-landing', 'the-subway-left-fork'],
  },
  {
    id: 'moon-zion-1-day',
    title: 'Moon: Zion National Park in one day',
    source: 'https://www.moon.com/travel/national-parks/zion-national-park-in-one-day/',
    published: '2016-08-17',
    request: { from: 'Springdale', date: '2027-09-15', time: '08:00', hours: 8 },
    sights: ['riverside-walk-zion', 'emerald-pools-trail'],
    avoid: ['angels-landing'],
  },
  {
    id: 'lonely-planet-arches',
    title: 'Lonely Planet: Arches National Park highlights',
    source: 'https://www.lonelyplanet.com/usa/southwest/southeastern-utah/attractions/arches-national-park/a/poi-sig/1111582/362166',
    published: 'undated',
    request: { from: 'Moab', date: '2027-04-20', time: '08:00', hours: 6, park: 'Arches' },
    sights: ['delicate-arch'],
    avoid: ['fiery-furnace-arches'],
  },
  {
    id: 'arches-living-the-dream',
    title: 'Living the Dream Traveler: Arches (Delicate Arch at sunset, Landscape Arch, Balanced Rock)',
    source: 'https://livingthedreamtraveler.com/home/arches-ut',
    published: 'undated',
    request: { from: 'Moab', date: '2027-10-05', time: '09:00', hours: 10, park: 'Arches' },
    sights: ['delicate-arch', 'devils-garden-arches', 'balanced-rock-arches'],
    avoid: ['hells-revenge'],
  },
  {
    id: 'arches-one-day-lemon8',
    title: 'Arches National Park one-day itinerary (Delicate, Devils Garden, Double Arch and the Windows, Balanced Rock)',
    source: 'https://lemon8-app.com/0/7239745525485224454?region=us',
    published: 'undated',
    request: { from: 'Moab', date: '2027-05-18', time: '07:00', hours: 10, park: 'Arches' },
    sights: ['delicate-arch', 'devils-garden-arches', 'windows-section-arches', 'balanced-rock-arches', 'sand-dune-arch'],
    avoid: ['hells-revenge', 'fiery-furnace-arches'],
  },
  {
    id: 'arches-july-day',
    title: 'A July day in Arches from Moab (the issue-39 request), held to the Arches lists above',
    source: 'https://strollingearth.com/arches-national-park',
    published: 'undated',
    request: { from: 'Moab', date: '2027-07-15', time: '07:00', hours: 10, park: 'Arches' },
    sights: ['delicate-arch', 'windows-section-arches', 'balanced-rock-arches'],
    avoid: ['hells-revenge', 'fiery-furnace-arches'],
  },
  {
    id: 'bryce-three-hours',
    title: 'The Trekken: Bryce Canyon in three hours',
    source: 'https://thetrekken.com/post/exploring-bryce-canyon-national-park-in-three-hours-a-quick-guide-to-utah-s-hoodoo-wonderland',
    published: 'undated',
    request: { from: 'Tropic', date: '2027-06-10', time: '08:00', hours: 4 },
    sights: ['sunset-point-bryce', 'sunrise-point-bryce', 'navajo-loop-trail'],
    avoid: [],
  },
  {
    id: 'fodors-bryce',
    title: "Fodor's: best sights in Bryce Canyon (the Navajo and Queen's Garden loop)",
    source: 'http://m.fodors.com/world/north-america/usa/utah/bryce-canyon-national-park/things-to-do/sights/family',
    published: 'undated',
    request: { from: 'Bryce Canyon City', date: '2027-08-03', time: '08:00', hours: 6 },
    sights: ['navajo-loop-trail', 'queens-garden-trail', 'sunset-point-bryce'],
    avoid: [],
  },
  {
    id: 'bryce-24-hours',
    title: 'Hiking the World: the best of Bryce Canyon in 24 hours',
    source: 'https://hikingtheworld.blog/trip_reports/bryce-canyon-in-24-hours/',
    published: 'undated',
    request: { from: 'Tropic', date: '2027-09-20', time: '08:00', hours: 9 },
    sights: ['sunset-point-bryce', 'navajo-loop-trail', 'queens-garden-trail', 'bryce-point'],
    avoid: [],
  },
  {
    id: 'island-in-the-sky-half-day',
    title: 'Island in the Sky in half a day, with Dead Horse Point',
    source: 'https://danieltcyang.wordpress.com/southwest/island-in-the-sky-canyonlands-national-park/',
    published: '2016-11-04',
    request: { from: 'Moab', date: '2027-11-04', time: '08:00', hours: 7, park: 'Island in the Sky' },
    sights: ['dead-horse-point-state-park', 'mesa-arch', 'grand-view-point-overlook', 'green-river-overlook'],
    avoid: ['shafer-trail'],
  },
  {
    id: 'canyonlands-mesa-arch',
    title: 'B-more Rosie: Canyonlands (Mesa Arch, Grand View Point)',
    source: 'https://bmorerosie.com/blog/canyonlands-national-park',
    published: 'undated',
    request: { from: 'Moab', date: '2027-04-12', time: '07:00', hours: 6, park: 'Island in the Sky' },
    sights: ['mesa-arch', 'grand-view-point-overlook'],
    avoid: ['shafer-trail'],
  },
  {
    id: 'moon-capitol-reef-drive',
    title: 'Moon: the Capitol Reef Scenic Drive (Fruita, the Gifford farmhouse, Grand Wash, Capitol Gorge)',
    source: 'https://www.moon.com/travel/road-trips/the-21-mile-capitol-reef-scenic-drive/',
    published: '2016-05-05',
    request: { from: 'Torrey', date: '2027-05-05', time: '08:00', hours: 8 },
    sights: ['fruita-historic-district', 'gifford-homestead', 'capitol-gorge', 'hickman-bridge-trail'],
    avoid: ['cathedral-valley'],
  },
  {
    id: 'capitol-reef-march-day',
    title: 'A March day in Capitol Reef (Hickman Bridge, the Gifford House, Capitol Gorge)',
    source: 'https://greenwoodmccauleys.family/2018/03/28/capitol-reef',
    published: '2018-03-28',
    request: { from: 'Torrey', date: '2027-03-22', time: '09:00', hours: 7 },
    sights: ['hickman-bridge-trail', 'gifford-homestead', 'capitol-gorge'],
    avoid: ['cathedral-valley'],
  },
];
