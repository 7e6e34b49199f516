/**
 * Generated landscape artwork: every destination gets its own SVG, drawn from its name (the
 * seed) and its landscape class (`landscapeOf`: where the place is and what it is, decision
 * 019): Wasatch alpine peaks, west-desert salt flats, red-rock mesas, a slot canyon, a city,
 * a lake or a green valley. No Olympic rings anywhere: they are a protected mark.
 * Local, sized, cacheable; real photos can replace `photoUrl` later without code changes.
 */
import { mulberry32 } from '../../lib/random.ts';
import { type Landscape, type LandscapeInput, landscapeOf } from './landscape.ts';

interface ArtInput extends LandscapeInput {
  id: string;
  driveTimeMinutes: number;
}

/** {@link mulberry32} seeded by a hash of a string. */
function random(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return mulberry32(h >>> 0);
}

const PALETTES: Record<Landscape, { sky: [string, string]; ridges: string[]; roughness: number }> = {
  alpine: { sky: ['#cfe7f7', '#6fa3d0'], ridges: ['#eef4f8', '#9fb8cc', '#4f6f87', '#24453a'], roughness: 220 },
  'salt-flats': { sky: ['#bfe0f5', '#f4dcc0'], ridges: ['#8a7f93', '#a89cab'], roughness: 70 },
  'red-rock': { sky: ['#f6c27a', '#e2725b'], ridges: ['#c8553d', '#a63d2a', '#7d2a1d', '#4f1a12'], roughness: 30 },
  'slot-canyon': { sky: ['#fff1c9', '#f0a25a'], ridges: [], roughness: 0 },
  city: { sky: ['#ffd6a5', '#7a6fb0'], ridges: ['#9aa7c7', '#6f7ea6'], roughness: 160 },
  lake: { sky: ['#d7ecf7', '#86b6d8'], ridges: ['#9bb0c0', '#6d8597'], roughness: 120 },
  valley: { sky: ['#e3f3d8', '#8cc0a8'], ridges: ['#a7c98a', '#7fae63', '#5a8a48', '#3b6130'], roughness: 90 },
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

/** Flat-topped mesas and buttes: the plateau country of southern Utah. */
function mesas(rand: () => number, color: string, baseY: number): string {
  let out = '';
  for (let x = -40; x < 1280; ) {
    const w = 120 + Math.floor(rand() * 260);
    const h = 80 + Math.floor(rand() * 180);
    const slope = 20 + Math.floor(rand() * 30);
    out += `<polygon points="${x},${baseY} ${x + slope},${baseY - h} ${x + w - slope},${baseY - h} ${x + w},${baseY}" fill="${color}"/>`;
    x += w + Math.floor(rand() * 200);
  }
  return `${out}<rect y="${baseY}" width="1280" height="${720 - baseY}" fill="${color}"/>`;
}

function scene(kind: Landscape, rand: () => number, d: ArtInput): string {
  const p = PALETTES[kind];
  const ridges = (from: number, gap: number) =>
    p.ridges.map((color, i) => `<polygon points="${ridge(rand, from + i * gap + rand() * 50, p.roughness - i * 30)}" fill="${color}"/>`).join('');
  switch (kind) {
    case 'alpine': {
      // Jagged peaks with snow on the far range and dark conifers in front.
      const trees = Array.from({ length: 16 }, () => {
        const x = Math.floor(rand() * 1280);
        const y = 600 + Math.floor(rand() * 100);
        const h = 60 + Math.floor(rand() * 70);
        return `<polygon points="${x},${y} ${x + h / 4},${y - h} ${x + h / 2},${y}" fill="#173a2c"/>`;
      }).join('');
      return `${ridges(260, 90)}${trees}`;
    }
    case 'salt-flats':
      // Low distant ranges over a white, mirror-flat floor.
      return `${ridges(400, 30)}<rect y="470" width="1280" height="250" fill="#f7f5ef"/><rect y="470" width="1280" height="18" fill="#dfe8ee"/><path d="M0 560 H1280 M0 640 H1280" stroke="#e6e1d6" stroke-width="3"/>`;
    case 'red-rock': {
      const arch = /\barch/i.test(d.name) || (d.tags ?? []).some((t) => t === 'arch' || t === 'arches');
      const x = 760 + Math.floor(rand() * 300);
      return `${mesas(rand, p.ridges[0]!, 470)}${mesas(rand, p.ridges[1]!, 560)}<rect y="620" width="1280" height="100" fill="${p.ridges[2]}"/>${
        arch ? `<path d="M${x} 620 v-150 a90 90 0 0 1 180 0 v150 h-45 v-140 a45 45 0 0 0 -90 0 v140 z" fill="#5a1d10"/>` : ''
      }`;
    }
    case 'slot-canyon': {
      // Two sculpted walls closing in, with a shaft of light from the crack above.
      const wall = (side: 0 | 1) => {
        const pts: string[] = [];
        for (let y = 0; y <= 720; y += 60) {
          const bend = 340 + Math.sin(y / 90 + rand()) * 80 + rand() * 30;
          pts.push(`${side === 0 ? Math.round(bend) : Math.round(1280 - bend - 60)},${y}`);
        }
        return `<polygon points="${side === 0 ? '0,0' : '1280,0'} ${pts.join(' ')} ${side === 0 ? '0,720' : '1280,720'}" fill="url(#wall${side})"/>`;
      };
      return `<defs><linearGradient id="wall0" x1="0" x2="1"><stop offset="0" stop-color="#6b2412"/><stop offset="1" stop-color="#e0793a"/></linearGradient><linearGradient id="wall1" x1="1" x2="0"><stop offset="0" stop-color="#5a1f10"/><stop offset="1" stop-color="#d86a30"/></linearGradient></defs>${wall(0)}${wall(1)}<polygon points="600,0 680,0 720,720 560,720" fill="#fff6d5" opacity="0.25"/>`;
    }
    case 'city': {
      // The Wasatch behind a skyline.
      const towers = Array.from(
        { length: 12 },
        (_, i) => `<rect x="${420 + i * 62}" y="${360 + Math.floor(rand() * 180)}" width="50" height="400" fill="#27304d"/>`,
      ).join('');
      return `${ridges(300, 80)}${towers}<rect y="640" width="1280" height="80" fill="#27304d"/>`;
    }
    case 'lake':
      return `${ridges(330, 60)}<rect y="480" width="1280" height="240" fill="#5d8fb3"/><path d="M80 540 h220 M420 580 h300 M860 530 h260 M200 640 h340" stroke="#cfe3f1" stroke-width="4" opacity="0.7"/>`;
    default:
      return ridges(360, 80);
  }
}

/** The SVG document for one destination (1280×720). */
export function destinationArtwork(d: ArtInput): string {
  const rand = random(d.id);
  const kind = landscapeOf(d);
  const palette = PALETTES[kind];
  // Farther destinations lean to the warm desert light of southern Utah.
  const warmth = kind === 'alpine' || kind === 'salt-flats' ? 0 : Math.min(1, d.driveTimeMinutes / 360);
  const sunY = 120 + Math.floor(rand() * 160);
  const sunX = 120 + Math.floor(rand() * 1040);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720" role="img" aria-label="${escapeXml(d.name)}" data-landscape="${kind}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#sky)"/>
<rect width="1280" height="720" fill="#e8743b" opacity="${(0.25 * warmth).toFixed(2)}"/>
<circle cx="${sunX}" cy="${sunY}" r="${50 + Math.floor(rand() * 40)}" fill="#fff6d5" opacity="0.85"/>
${scene(kind, rand, d)}
</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
