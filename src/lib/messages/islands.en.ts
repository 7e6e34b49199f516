/**
 * The words of the destination page's scripts in English (issue 53, decision 105), one small slice
 * each so an island imports only its own: the photos' renderer (photosView.ts) and the signed-in
 * islands (FavoriteButton, AccessGate). A French or Spanish page hands its language's slice over as
 * data (attributes or props), never a dictionary. The references for the same keys in place.fr.ts and place.es.ts.
 */
export const photosEn = {
  'photos.none': 'No photos of this place yet.',
  'photos.row': 'Photos of {name}',
  'photos.by': 'Photo: {names}',
  'photos.fromPlace': 'Photo from the place',
} as const;

export const memberEn = {
  'member.favorite.add': 'Add to favorites',
  'member.favorite.on': 'Favorited',
  'member.favorite.added': 'Added to favorites',
  'member.favorite.removed': 'Removed from favorites',
  'member.favorite.error': 'Error',
  'member.favorite.failed': 'Failed to update favorites',
  'member.favorite.unavailable': 'Favorites unavailable',
  'member.favorite.noList': 'Could not load your favorites. Reload the page to try again.',
  'member.locked.title': 'Premium Content',
  'member.locked.text': 'This destination is part of the {collection} collection. Your plan is {plan}.',
  'member.locked.upgrade': 'Upgrade to Access',
  'member.locked.soon': 'Paid plans are coming soon. We will let you know when upgrades open.',
} as const;

export type PhotoWords = { readonly [K in keyof typeof photosEn]: string };
export type MemberWords = { readonly [K in keyof typeof memberEn]: string };
