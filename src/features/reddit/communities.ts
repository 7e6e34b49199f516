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
 * The 64 Utah-specific Reddit communities every scan reads (docs/product.md §9: 64 communities). Chosen for
 * trip-worthy posts: towns visitors drive to, parks and landscapes, outdoor sports, the ski
 * resorts of the 2034 Games, food, and the teams and campuses whose events bring visitors.
 *
 * The names were chosen from general knowledge of Reddit, without live verification (the
 * build machine cannot reach Reddit). Names that are everyday words or places elsewhere
 * (Snowbird, Sundance, Draper, Layton, Bountiful) and speculative ones (single ski resorts,
 * niche hobbies) were replaced by names that are unmistakably Utah's. Before relying on the
 * list, check each name: `curl -A "$REDDIT_USER_AGENT" https://www.reddit.com/r/{name}/about.json`
 * must answer 200 with `data.subreddit_type` "public" and `data.over18` false (a name that does
 * not exist redirects to the search page; a banned or private one answers 403/404). Scans also
 * report: a community that disappears or goes private is logged and skipped, never fatal, and
 * listed in `reddit_scans.error`. Names are case-insensitive on Reddit.
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
  c('loganutah', 'city', 'Activities & Recreation', 'Logan', 'Cache Valley and Logan Canyon: fall colors, Bear Lake runs and USU life.'),
  c('StGeorge', 'city', 'Activities & Recreation', 'St. George', 'Gateway to Zion and Snow Canyon; winter-sun hiking and golf.'),
  c('CedarCity', 'city', 'Cultural & Historic', 'Cedar City', 'The Shakespeare Festival town near Cedar Breaks and Brian Head.'),
  c('ParkCity', 'city', 'Skiing & Winter', 'Park City', 'Olympic town: Park City Mountain, Deer Valley, Main Street and the Utah Olympic Park.'),
  c('Moab', 'city', 'Natural Wonders', 'Moab', 'Arches and Canyonlands base camp: trail conditions, permits, crowds and sunsets.'),
  c('Kanab', 'city', 'Natural Wonders', 'Kanab', 'Base for The Wave, Coral Pink Sand Dunes and the Grand Staircase.'),
  c('Vernal', 'city', 'Family Fun', 'Vernal', 'Dinosaurland: Dinosaur National Monument and Flaming Gorge trips.'),
  c('Tooele', 'city', 'Natural Wonders', 'Tooele', 'West Desert edge: the salt flats, Stansbury Island and ghost towns.'),
  c('WestJordan', 'city', 'Family Fun', 'West Jordan', 'Salt Lake Valley’s west side: parks, the Utah Cultural Celebration Center and family outings.'),
  c('Kaysville', 'city', 'Family Fun', 'Kaysville', 'Davis County foothills: Antelope Island and Cherry Hill family trips nearby.'),
  c('SouthJordan', 'city', 'Activities & Recreation', 'South Jordan', 'Daybreak and the south valley: Oquirrh foothill trails and Bingham Canyon views.'),
  c('Herriman', 'city', 'Activities & Recreation', 'Herriman', 'Southwest-valley foothills: Butterfield Canyon, Yellow Fork trails and Rose Canyon.'),
  c(
    'CottonwoodHeights',
    'city',
    'Skiing & Winter',
    'Cottonwood Heights',
    'At the mouths of Big and Little Cottonwood: canyon traffic, ski buses and trailheads.',
  ),
  c('AmericanFork', 'city', 'Natural Wonders', 'American Fork', 'Gateway to American Fork Canyon, Timpanogos Cave and the Alpine Loop.'),
  c('SpanishFork', 'city', 'Entertainment', 'Spanish Fork', 'South Utah County: the Festival of Colors, Spanish Fork Canyon and the county fair.'),
  c('EagleMountain', 'city', 'Cultural & Historic', 'Eagle Mountain', 'West of Utah Lake: Pony Express route history and the Lake Mountains.'),
  c('BrighamCity', 'city', 'Natural Wonders', 'Brigham City', 'Peach Days, the Bear River bird refuge and the road to Golden Spike.'),
  c('utahcounty', 'region', 'Family Fun', 'Utah County', 'Utah County at large: Timpanogos, Utah Lake and American Fork Canyon.'),
  c('SouthernUtah', 'region', 'Natural Wonders', 'Southern Utah', 'Red-rock country from St. George to Bluff: conditions, closures and photos.'),
  c('NorthernUtah', 'region', 'Activities & Recreation', 'Northern Utah', 'Ogden to Logan and Bear Lake: canyons, reservoirs and small-town events up north.'),
  c('CacheValley', 'region', 'Activities & Recreation', 'Cache Valley', 'Logan, Hyrum and Cache Valley: Logan Canyon, fall colors and dairy-country food.'),
  c('UtahValley', 'region', 'Family Fun', 'Utah Valley', 'Provo to Payson: Timpanogos, Utah Lake beaches and family attractions.'),
  c('UtahPolitics', 'region', 'Cultural & Historic', 'Utah', 'Public-lands, park-access and liquor-law news that changes what visitors can do.'),
  // Parks, landscapes and landmarks
  c('ZionNP', 'park', 'Natural Wonders', 'Zion National Park', 'Angels Landing permits, Narrows flow levels and shuttle news.'),
  c('ZionNationalPark', 'park', 'Natural Wonders', 'Zion National Park', 'The second Zion community: trip reports, Observation Point and Kolob Canyons.'),
  c('BryceCanyon', 'park', 'Natural Wonders', 'Bryce Canyon National Park', 'Hoodoo sunrises, winter snow on the amphitheater and dark-sky nights.'),
  c('ArchesNationalPark', 'park', 'Natural Wonders', 'Arches National Park', 'Timed-entry changes, Delicate Arch crowds and photo spots.'),
  c('Canyonlands', 'park', 'Natural Wonders', 'Canyonlands National Park', 'Island in the Sky, the Needles and the Maze: remote-trip reports.'),
  c('CapitolReef', 'park', 'Natural Wonders', 'Capitol Reef National Park', 'Fruita orchards, Cathedral Valley and the quieter national park.'),
  c('GreatSaltLake', 'park', 'Natural Wonders', 'Great Salt Lake', 'Lake levels, Antelope Island, Spiral Jetty and bird migrations.'),
  c('lakepowell', 'park', 'Activities & Recreation', 'Lake Powell', 'Houseboat trips, water levels and slot canyons off the lake.'),
  c('BearLake', 'park', 'Family Fun', 'Bear Lake', 'The “Caribbean of the Rockies”: raspberry shakes and summer beach days.'),
  c('uintas', 'park', 'Activities & Recreation', 'Uinta Mountains', 'High Uintas lakes, Kings Peak and Mirror Lake Highway conditions.'),
  c('Wasatch', 'park', 'Activities & Recreation', 'Wasatch Mountains', 'The range above the city: summits, canyons and backcountry reports.'),
  c('SanRafaelSwell', 'park', 'Natural Wonders', 'San Rafael Swell', 'Little Wild Horse Canyon, Goblin Valley and the Swell’s back roads.'),
  // Outdoor sports
  c('UtahHiking', 'outdoor', 'Activities & Recreation', 'Utah', 'Trip reports and trail conditions from every corner of the state.'),
  c('UtahBackpacking', 'outdoor', 'Activities & Recreation', 'Utah', 'Multi-day routes, permits and water sources in the backcountry.'),
  c('UtahCamping', 'outdoor', 'Activities & Recreation', 'Utah', 'Campground openings, dispersed-camping tips and fire restrictions.'),
  c('utahmtb', 'outdoor', 'Activities & Recreation', 'Utah', 'Mountain biking from Moab slickrock to Park City singletrack.'),
  c('UtahClimbing', 'outdoor', 'Activities & Recreation', 'Utah', 'Little Cottonwood granite, Indian Creek cracks and St. George sport routes.'),
  c('UtahFishing', 'outdoor', 'Activities & Recreation', 'Utah', 'Reports from Flaming Gorge, Strawberry and the Provo River.'),
  c('UtahHunting', 'outdoor', 'Activities & Recreation', 'Utah', 'Season dates and access news that affect trails and back roads.'),
  c('UtahPhotography', 'outdoor', 'Natural Wonders', 'Utah', 'The images that show where people want to go next.'),
  // Skiing and winter
  c('utahskiing', 'skiing', 'Skiing & Winter', 'Wasatch Mountains', 'Storm totals, canyon traffic and resort conditions all winter.'),
  c('DeerValley', 'skiing', 'Skiing & Winter', 'Park City', 'Deer Valley and its expansion: a 2034 Games freestyle venue.'),
  c('PowderMountain', 'skiing', 'Skiing & Winter', 'Eden', 'Powder Mountain above Ogden Valley: limited tickets, big terrain.'),
  // Food and drink
  c('SLCFood', 'food', 'Urban & Downtown', 'Salt Lake City', 'New restaurants, food trucks and where to eat near the airport.'),
  c('UtahBeer', 'food', 'Urban & Downtown', 'Utah', 'Brewery openings and taprooms from Ogden to St. George.'),
  // Teams, campuses and events
  c('UtahJazz', 'events', 'Entertainment', 'Salt Lake City', 'Game nights at the Delta Center bring visitors downtown.'),
  c('UtahMammoth', 'events', 'Entertainment', 'Salt Lake City', 'Utah’s NHL team: hockey nights at the Delta Center.'),
  c('ReAlSaltLake', 'events', 'Entertainment', 'Sandy', 'MLS match days at America First Field.'),
  c('utahutes', 'events', 'Entertainment', 'Salt Lake City', 'University of Utah game days and Rice-Eccles Stadium, the 2002 opening venue.'),
  c('byu', 'events', 'Entertainment', 'Provo', 'BYU game days and campus events in Provo.'),
  c('USU', 'events', 'Cultural & Historic', 'Logan', 'Utah State in Logan: Aggie Ice Cream and Cache Valley events.'),
  c('UVU', 'events', 'Entertainment', 'Orem', 'Utah Valley University events and Orem happenings.'),
  c('uofu', 'events', 'Cultural & Historic', 'Salt Lake City', 'University of Utah: Red Butte Garden, the Natural History Museum and campus events.'),
  c('WeberState', 'events', 'Entertainment', 'Ogden', 'Weber State in Ogden: Dee Events Center games and campus shows.'),
];

/** docs/product.md §9: the discovery page monitors 64 communities. */
export const COMMUNITY_COUNT = COMMUNITIES.length;

const byName = new Map(COMMUNITIES.map((community) => [community.name.toLowerCase(), community]));

/** The community of a subreddit name, whatever its case. */
export function communityOf(subreddit: string): Community | undefined {
  return byName.get(subreddit.toLowerCase());
}
