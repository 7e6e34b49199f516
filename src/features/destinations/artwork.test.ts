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

  it('uses the palette of the category', () => {
    expect(destinationArtwork({ ...base, category: 'Skiing & Winter' })).toContain('#cfe7f7');
  });
});
