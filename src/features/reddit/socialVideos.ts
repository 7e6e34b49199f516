import type { VideoSlot } from './socialSettings.ts';

export interface SocialVideo {
  /** The setting that holds this film's TikTok video id (staff set it on the admin dashboard). */
  slot: VideoSlot;
  title: string;
  location: string;
  description: string;
}

/**
 * The Media Hub's three social videos (docs/product.md §2.15): what each film shows. Its TikTok id
 * is a setting (socialSettings.ts, decision 020); a film whose id is unset is not shown.
 * Nothing loads from TikTok until a visitor presses play.
 */
export const SOCIAL_VIDEOS: readonly SocialVideo[] = [
  {
    slot: 'bear-river',
    title: 'Bear River Migratory Bird Refuge',
    location: 'Brigham City',
    description: 'Pelicans, avocets and thousands of migrating shorebirds on the auto-tour loop where the Bear River meets the Great Salt Lake.',
  },
  {
    slot: 'pyramid',
    title: 'The Pyramid Landmark',
    location: 'Salt Lake City',
    description: 'A pyramid in Salt Lake City: one of the oddest landmarks in the state, up close.',
  },
  {
    slot: 'underground-homes',
    title: 'A Village of Underground Homes',
    location: 'Utah',
    description: 'Homes dug into the earth, with doors in the hillside: a road-trip detour that looks like another planet.',
  },
];
