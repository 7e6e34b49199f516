import { EXTERNAL } from '../../lib/links.ts';

export interface SocialVideo {
  title: string;
  location: string;
  description: string;
  /** The TikTok video id; the embed is https://www.tiktok.com/embed/v2/{videoId}. */
  videoId: string;
  followLabel: string;
  followUrl: string;
}

/**
 * The Media Hub's three fixed social videos (SPEC §2 /content). Nothing loads from TikTok
 * until a visitor presses play. The ids stand in for SLC Trips' own videos and are replaced
 * in this one place when marketing publishes them.
 */
export const SOCIAL_VIDEOS: readonly SocialVideo[] = [
  {
    title: 'Bear River Migratory Bird Refuge',
    location: 'Brigham City',
    description: 'Pelicans, avocets and thousands of migrating shorebirds on the auto-tour loop where the Bear River meets the Great Salt Lake.',
    videoId: '7000000000000000001',
    followLabel: 'Follow SLC Trips on TikTok',
    followUrl: EXTERNAL.tiktok,
  },
  {
    title: 'The Pyramid Landmark',
    location: 'Salt Lake City',
    description: 'A pyramid in Salt Lake City: one of the oddest landmarks in the state, up close.',
    videoId: '7000000000000000002',
    followLabel: 'Follow SLC Trips on TikTok',
    followUrl: EXTERNAL.tiktok,
  },
  {
    title: 'A Village of Underground Homes',
    location: 'Utah',
    description: 'Homes dug into the earth, with doors in the hillside: a road-trip detour that looks like another planet.',
    videoId: '7000000000000000003',
    followLabel: 'Follow SLC Trips on TikTok',
    followUrl: EXTERNAL.tiktok,
  },
];

/** The embed address of a video (only ever requested after a click). */
export const embedUrl = (videoId: string) => `https://www.tiktok.com/embed/v2/${encodeURIComponent(videoId)}`;
