/**
 * Generated landscape artwork: every destination gets its own SVG, drawn from its name (the
 * seed), its category (palette and motif) and its drive time (farther = redder desert light).
 * Local, sized, cacheable; real photos can replace `photoUrl` later without code changes.
 */

interface ArtInput {
  id: string;
  name: string;
  category: string;
  driveTimeMinutes: number;
}

/** Small deterministic PRNG (mulberry32) seeded by a string hash. */
function random(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES: Record<string, { sky: [string, string]; ridges: string[] }> = {
  'Natural Wonders': { sky: ['#f6c27a', '#e2725b'], ridges: ['#c8553d', '#a63d2a', '#7d2a1d', '#4f1a12'] },
  'Skiing & Winter': { sky: ['#cfe7f7', '#7fb2d9'], ridges: ['#eef4f8', '#b9cfe0', '#7d9bb5', '#4a6680'] },
  'Olympic Venues': { sky: ['#fbe7a1', '#4d8fcb'], ridges: ['#f4f7fa', '#a7c1d9', '#5b7fa3', '#2b4a6b'] },
  'Urban & Downtown': { sky: ['#ffd6a5', '#7a6fb0'], ridges: ['#9aa7c7', '#6f7ea6', '#4b5a80', '#2d3756'] },
  'Activities & Recreation': { sky: ['#d4f1de', '#5fa8a0'], ridges: ['#7fb77e', '#4f8a5b', '#35664a', '#1f4332'] },
  Entertainment: { sky: ['#ffcfdf', '#8f5fb8'], ridges: ['#b48ad1', '#8660aa', '#5e3f80', '#3a2654'] },
  'Family Fun': { sky: ['#fff1b8', '#f2a65a'], ridges: ['#a8d672', '#7fb24f', '#5a8a38', '#3b6125'] },
  'Cultural & Historic': { sky: ['#f3e0c0', '#b5835a'], ridges: ['#c9a27a', '#a47d57', '#7c5a3c', '#513a26'] },
};

function ridge(rand: () => number, baseY: number, roughness: number, width = 1280, height = 720): string {
  const points: string[] = [`0,${height}`];
  let y = baseY;
  for (let x = 0; x <= width; x += 40 + Math.floor(rand() * 60)) {
    y = Math.max(80, Math.min(height - 40, y + (rand() - 0.5) * roughness));
    points.push(`${x},${Math.round(y)}`);
  }
  points.push(`${width},${Math.round(y)}`, `${width},${height}`);
  return points.join(' ');
}

function motif(category: string, rand: () => number): string {
  const x = 760 + Math.floor(rand() * 300);
  switch (category) {
    case 'Natural Wonders':
      return `<path d="M${x} 600 v-150 a90 90 0 0 1 180 0 v150 h-45 v-140 a45 45 0 0 0 -90 0 v140 z" fill="#3f140c" opacity="0.9"/>`;
    case 'Skiing & Winter':
    case 'Olympic Venues':
      return `<g fill="none" stroke="#fff" stroke-width="10" opacity="0.9">${[0, 1, 2, 3, 4]
        .map((i) => `<circle cx="${220 + i * 70}" cy="${150 + (i % 2) * 40}" r="34"/>`)
        .join('')}</g>`;
    case 'Urban & Downtown':
      return `<g fill="#27304d">${Array.from({ length: 9 }, (_, i) => `<rect x="${640 + i * 62}" y="${360 + Math.floor(rand() * 160)}" width="50" height="400"/>`).join('')}</g>`;
    case 'Cultural & Historic':
      return `<g fill="#f7ecd9" opacity="0.9"><rect x="${x}" y="430" width="220" height="30"/>${[0, 1, 2, 3].map((i) => `<rect x="${x + 15 + i * 55}" y="460" width="24" height="120"/>`).join('')}<polygon points="${x - 10},430 ${x + 110},370 ${x + 230},430"/></g>`;
    case 'Family Fun':
      return `<g fill="none" stroke="#fff" stroke-width="8" opacity="0.85"><circle cx="${x + 60}" cy="380" r="110"/>${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${x + 60}" y1="380" x2="${Math.round(x + 60 + 110 * Math.cos((i * Math.PI) / 3))}" y2="${Math.round(380 + 110 * Math.sin((i * Math.PI) / 3))}"/>`).join('')}</g>`;
    case 'Entertainment':
      return `<g fill="#fff" opacity="0.85">${Array.from({ length: 14 }, () => `<circle cx="${Math.floor(rand() * 1280)}" cy="${Math.floor(rand() * 260)}" r="${2 + Math.floor(rand() * 4)}"/>`).join('')}</g>`;
    default:
      return `<path d="M${x} 620 l40 -120 l40 120 z M${x + 70} 620 l50 -160 l50 160 z" fill="#1f4332"/>`;
  }
}

/** The SVG document for one destination (1280×720). */
export function destinationArtwork(d: ArtInput): string {
  const rand = random(d.id);
  const palette = PALETTES[d.category] ?? PALETTES['Natural Wonders']!;
  // Farther destinations lean to the warm desert light of southern Utah.
  const warmth = Math.min(1, d.driveTimeMinutes / 360);
  const sunY = 120 + Math.floor(rand() * 160);
  const sunX = 120 + Math.floor(rand() * 1040);
  const ridges = palette.ridges
    .map((color, i) => `<polygon points="${ridge(rand, 300 + i * 90 + rand() * 60, 140 - i * 25)}" fill="${color}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720" role="img" aria-label="${escapeXml(d.name)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#sky)"/>
<rect width="1280" height="720" fill="#e8743b" opacity="${(0.25 * warmth).toFixed(2)}"/>
<circle cx="${sunX}" cy="${sunY}" r="${50 + Math.floor(rand() * 40)}" fill="#fff6d5" opacity="0.85"/>
${ridges}
${motif(d.category, rand)}
</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
