import { describe, expect, it } from 'vitest';
import { destinationArtwork } from './artwork.ts';

const base = { id: 'delicate-arch', name: 'Delicate Arch', category: 'Natural Wonders', driveTimeMinutes: 235 };

describe('destinationArtwork', () => {
  it('draws the same picture for the same destination', () => {
    expect(destinationArtwork(base)).toBe(destinationArtwork(base));
  });

  it('draws a different picture for every destination', () => {
    expect(destinationArtwork(base)).not.toBe(destinationArtwork({ ...base, id: 'landscape-arch', name: 'Landscape Arch' }));
  });

  it('is a sized SVG labelled with the escaped name', () => {
    const svg = destinationArtwork({ ...base, name: 'Rock & <Roll>' });
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1280 720"/);
    expect(svg).toContain('aria-label="Rock &amp; &lt;Roll&gt;"');
  });

  it('picks the landscape from where the place is and what it is, not from the category alone', () => {
    const cottonwood = {
      id: 'lake-blanche',
      name: 'Lake Blanche',
      category: 'Natural Wonders',
      tags: ['hiking'],
      coordinates: { lat: 40.6332, lng: -111.7237 },
      driveTimeMinutes: 40,
    };
    expect(destinationArtwork(cottonwood)).toContain('data-landscape="alpine"');
    expect(destinationArtwork({ ...base, coordinates: { lat: 38.74, lng: -109.5 } })).toContain('data-landscape="red-rock"');
  });

  it('draws an arch only where the place is an arch', () => {
    const at = { lat: 38.74, lng: -109.5 };
    expect(destinationArtwork({ ...base, coordinates: at })).toContain('a90 90');
    expect(destinationArtwork({ ...base, id: 'dead-horse', name: 'Dead Horse Point', coordinates: at })).not.toContain('a90 90');
  });
});
