import type { Category } from '../destinations/categories.ts';

/** What kind of community it is; the staff page groups them by it. */
export type CommunityKind = 'city' | 'region' | 'park' | 'outdoor' | 'skiing' | 'food' | 'events';

export interface Community {
  /** The subreddit's name as Reddit spells it (URLs are case-insensitive). */
  name: string;
  kind: CommunityKind;
  /** Why staff watch it, in one line. */
  note: string;
  /** Media Hub category when a post names no catalogue place or activity. */
  category: Category;
  /** Media Hub location when a post names no catalogue place or town. */
  location: string;
}

const c = (name: string, kind: CommunityKind, category: Category, location: string, note: string): Community => ({ name, kind, note, category, location });

/**
 * The 64 Utah-specific Reddit communities every scan reads (SPEC §9: 64 forums). Chosen for
 * trip-worthy posts: towns visitors drive to, parks and landscapes, outdoor sports, the ski
 * resorts of the 2034 Games, food, and the teams and events people travel for. A community
 * that disappears or goes private is logged and skipped by the scan, never fatal.
 */
export const COMMUNITIES: readonly Community[] = [
  // Cities and towns
  c('Utah', 'region', 'Natural Wonders', 'Utah', 'The statewide community: road reports, trip questions and the photos that go viral.'),
  c('SaltLakeCity', 'city', 'Urban & Downtown', 'Salt Lake City', 'The airport city itself: new openings, events downtown and what locals recommend.'),
  c('SLC', 'city', 'Urban & Downtown', 'Salt Lake City', 'A second Salt Lake City community with a younger, nightlife-leaning crowd.'),
  c('Provo', 'city', 'Urban & Downtown', 'Provo', 'Utah Valley’s largest city: Provo Canyon, the river trail and student life.'),
  c('Orem', 'city', 'Family Fun', 'Orem', 'Family outings and food around Orem and the north end of Utah Lake.'),
  c('Lehi', 'city', 'Family Fun', 'Lehi', 'Silicon Slopes suburb with Thanksgiving Point and family attractions.'),
  c('ogden', 'city', 'Cultural & Historic', 'Ogden', 'Historic 25th Street, Snowbasin and Ogden Canyon trip ideas.'),
  c('loganutah', 'city', 'Activities & Recreation', 'Logan', 'Cache Valley and Logan Canyon: fall colours, Bear Lake runs and USU life.'),
  c('StGeorge', 'city', 'Activities & Recreation', 'St. George', 'Gateway to Zion and Snow Canyon; winter-sun hiking and golf.'),
  c('CedarCity', 'city', 'Cultural & Historic', 'Cedar City', 'The Shakespeare Festival town near Cedar Breaks and Brian Head.'),
  c('ParkCity', 'city', 'Skiing & Winter', 'Park City', 'Olympic town: Park City Mountain, Deer Valley, Main Street and Sundance buzz.'),
  c('Moab', 'city', 'Natural Wonders', 'Moab', 'Arches and Canyonlands base camp: trail conditions, permits, crowds and sunsets.'),
  c('Kanab', 'city', 'Natural Wonders', 'Kanab', 'Base for The Wave, Coral Pink Sand Dunes and the Grand Staircase.'),
  c('Vernal', 'city', 'Family Fun', 'Vernal', 'Dinosaurland: Dinosaur National Monument and Flaming Gorge trips.'),
  c('Tooele', 'city', 'Natural Wonders', 'Tooele', 'West Desert edge: the salt flats, Stansbury Island and ghost towns.'),
  c('Bountiful', 'city', 'Family Fun', 'Bountiful', 'Davis County foothill trails and family spots just north of SLC.'),
  c('Layton', 'city', 'Family Fun', 'Layton', 'Northern Davis County: Antelope Island access and family activities.'),
  c('Draper', 'city', 'Activities & Recreation', 'Draper', 'Corner Canyon trails and paragliding at the Point of the Mountain.'),
  c('utahcounty', 'region', 'Family Fun', 'Utah County', 'Utah County at large: Timpanogos, Utah Lake and American Fork Canyon.'),
  c('SouthernUtah', 'region', 'Natural Wonders', 'Southern Utah', 'Red-rock country from St. George to Bluff: conditions, closures and photos.'),
  // Parks, landscapes and landmarks
  c('ZionNP', 'park', 'Natural Wonders', 'Zion National Park', 'Angels Landing permits, Narrows flow levels and shuttle news.'),
  c('BryceCanyon', 'park', 'Natural Wonders', 'Bryce Canyon National Park', 'Hoodoo sunrises, winter snow on the amphitheatre and dark-sky nights.'),
  c('ArchesNationalPark', 'park', 'Natural Wonders', 'Arches National Park', 'Timed-entry changes, Delicate Arch crowds and photo spots.'),
  c('Canyonlands', 'park', 'Natural Wonders', 'Canyonlands National Park', 'Island in the Sky, the Needles and the Maze: remote-trip reports.'),
  c('CapitolReef', 'park', 'Natural Wonders', 'Capitol Reef National Park', 'Fruita orchards, Cathedral Valley and the quieter national park.'),
  c('GreatSaltLake', 'park', 'Natural Wonders', 'Great Salt Lake', 'Lake levels, Antelope Island, Spiral Jetty and bird migrations.'),
  c('lakepowell', 'park', 'Activities & Recreation', 'Lake Powell', 'Houseboat trips, water levels and slot canyons off the lake.'),
  c('BearLake', 'park', 'Family Fun', 'Bear Lake', 'The “Caribbean of the Rockies”: raspberry shakes and summer beach days.'),
  c('uintas', 'park', 'Activities & Recreation', 'Uinta Mountains', 'High Uintas lakes, Kings Peak and Mirror Lake Highway conditions.'),
  c('Wasatch', 'park', 'Activities & Recreation', 'Wasatch Mountains', 'The range above the city: summits, canyons and backcountry reports.'),
  c('GrandStaircase', 'park', 'Natural Wonders', 'Grand Staircase-Escalante', 'Escalante slot canyons, Hole-in-the-Rock Road and monument news.'),
  c('SanRafaelSwell', 'park', 'Natural Wonders', 'San Rafael Swell', 'Little Wild Horse Canyon, Goblin Valley and the Swell’s back roads.'),
  // Outdoor sports
  c('UtahHiking', 'outdoor', 'Activities & Recreation', 'Utah', 'Trip reports and trail conditions from every corner of the state.'),
  c('UtahBackpacking', 'outdoor', 'Activities & Recreation', 'Utah', 'Multi-day routes, permits and water sources in the backcountry.'),
  c('UtahCamping', 'outdoor', 'Activities & Recreation', 'Utah', 'Campground openings, dispersed-camping tips and fire restrictions.'),
  c('utahmtb', 'outdoor', 'Activities & Recreation', 'Utah', 'Mountain biking from Moab slickrock to Park City singletrack.'),
  c('UtahClimbing', 'outdoor', 'Activities & Recreation', 'Utah', 'Little Cottonwood granite, Indian Creek cracks and St. George sport routes.'),
  c('UtahFishing', 'outdoor', 'Activities & Recreation', 'Utah', 'Reports from Flaming Gorge, Strawberry and the Provo River.'),
  c('UtahHunting', 'outdoor', 'Activities & Recreation', 'Utah', 'Season dates and access news that affect trails and back roads.'),
  c('UtahOffroad', 'outdoor', 'Activities & Recreation', 'Utah', 'Jeep and UTV trails, Moab Easter Jeep Safari and road conditions.'),
  c('UtahRockhounding', 'outdoor', 'Family Fun', 'Utah', 'Geode beds, fossils and family-friendly digs in the West Desert.'),
  c('UtahBirding', 'outdoor', 'Natural Wonders', 'Utah', 'Bear River refuge migrations, eagles and Great Salt Lake shorebirds.'),
  c('UtahPhotography', 'outdoor', 'Natural Wonders', 'Utah', 'The images that show where people want to go next.'),
  c('UtahGhostTowns', 'outdoor', 'Cultural & Historic', 'Utah', 'Ghost towns, mining history and old rail grades across the state.'),
  // Skiing and winter
  c('utahskiing', 'skiing', 'Skiing & Winter', 'Wasatch Mountains', 'Storm totals, canyon traffic and resort conditions all winter.'),
  c('SkiUtah', 'skiing', 'Skiing & Winter', 'Wasatch Mountains', '“Greatest Snow on Earth” trip planning for visiting skiers.'),
  c('AltaSkiArea', 'skiing', 'Skiing & Winter', 'Alta', 'Skiers-only Alta: powder days, interlodge and Little Cottonwood news.'),
  c('Snowbird', 'skiing', 'Skiing & Winter', 'Snowbird', 'Snowbird’s tram, Mineral Basin and the long spring season.'),
  c('BrightonResort', 'skiing', 'Skiing & Winter', 'Brighton', 'Big Cottonwood’s night skiing and beginner-friendly terrain.'),
  c('SolitudeMountain', 'skiing', 'Skiing & Winter', 'Solitude', 'Quieter Big Cottonwood skiing and Nordic trails.'),
  c('DeerValley', 'skiing', 'Skiing & Winter', 'Park City', 'Deer Valley and its expansion: a 2034 Games freestyle venue.'),
  c('PowderMountain', 'skiing', 'Skiing & Winter', 'Eden', 'Powder Mountain above Ogden Valley: limited tickets, big terrain.'),
  // Food and drink
  c('SLCFood', 'food', 'Urban & Downtown', 'Salt Lake City', 'New restaurants, food trucks and where to eat near the airport.'),
  c('UtahFood', 'food', 'Urban & Downtown', 'Utah', 'Fry sauce debates, scones and small-town diners worth the drive.'),
  c('UtahBeer', 'food', 'Urban & Downtown', 'Utah', 'Brewery openings and taprooms from Ogden to St. George.'),
  // Teams, campuses and events
  c('UtahJazz', 'events', 'Entertainment', 'Salt Lake City', 'Game nights at the Delta Center bring visitors downtown.'),
  c('UtahMammoth', 'events', 'Entertainment', 'Salt Lake City', 'Utah’s NHL team: hockey nights at the Delta Center.'),
  c('ReAlSaltLake', 'events', 'Entertainment', 'Sandy', 'MLS match days at America First Field.'),
  c('utahutes', 'events', 'Entertainment', 'Salt Lake City', 'University of Utah game days and Rice-Eccles Stadium, the 2002 opening venue.'),
  c('byu', 'events', 'Entertainment', 'Provo', 'BYU game days and campus events in Provo.'),
  c('USU', 'events', 'Cultural & Historic', 'Logan', 'Utah State in Logan: Aggie Ice Cream and Cache Valley events.'),
  c('UVU', 'events', 'Entertainment', 'Orem', 'Utah Valley University events and Orem happenings.'),
  c('Sundance', 'events', 'Entertainment', 'Park City', 'Film-festival news and Sundance Mountain Resort chatter.'),
  c('SLCevents', 'events', 'Entertainment', 'Salt Lake City', 'Concerts, festivals and markets: what is on this weekend.'),
];

/** SPEC §9: the discovery page monitors 64 forums. */
export const COMMUNITY_COUNT = COMMUNITIES.length;

const byName = new Map(COMMUNITIES.map((community) => [community.name.toLowerCase(), community]));

/** The community of a subreddit name, whatever its case. */
export function communityOf(subreddit: string): Community | undefined {
  return byName.get(subreddit.toLowerCase());
}
