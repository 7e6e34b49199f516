import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Destination } from '../destinations/destinations.ts';

/**
 * The airport planning guide: a printable PDF generated at build time from the catalogue
 * (src/pages/downloads/slc-airport-planning-guide.pdf.ts). The airport facts are fixed text;
 * the destinations within an hour's drive come from the database the build reads.
 */
export const AIRPORT_GUIDE = {
  title: 'SLC Airport Planning Guide',
  path: '/downloads/slc-airport-planning-guide.pdf',
  airport: 'Salt Lake City International Airport (SLC)',
  address: '776 N Terminal Dr, Salt Lake City, UT 84122',
  withinMinutes: 60,
  services: [
    'One terminal with two concourses, A and B, joined by a walkway tunnel. Allow 15 minutes or more to walk to the far gates.',
    'One central security checkpoint serves both concourses; TSA PreCheck lanes are available.',
    'Free Wi-Fi throughout the terminal, and power outlets at most gate seats.',
    'Baggage claim is on the ground level. Rental car counters and cars are in the parking garage across from the terminal, so no shuttle is needed.',
    'Taxis, rideshare pick-up and hotel shuttles are signposted from baggage claim.',
    'Nursing rooms, pet-relief areas, and accessible restrooms on both concourses.',
  ],
  transit: [
    'TRAX Green Line: Airport Station sits beside the terminal; trains reach downtown Salt Lake City in about 20 minutes.',
    'FrontRunner commuter rail: change from the Green Line at North Temple Station for Ogden to the north or Provo to the south.',
    'Downtown Free Fare Zone: TRAX rides between downtown stations cost nothing.',
    'By car: I-80 east reaches downtown in about 10 minutes outside rush hour; the Cottonwood Canyon ski resorts are 40 to 60 minutes away.',
    'Winter driving: the canyon roads (SR-190 and SR-210) can require traction devices; check road conditions before you go.',
  ],
} as const;

export interface GuideEntry {
  name: string;
  minutes: number;
  line: string;
  address: string;
  transit: string | null;
}

export interface GuideGroup {
  heading: string;
  entries: GuideEntry[];
}

/**
 * The destinations within an hour of the airport, closest first, in two groups: within 30
 * minutes and 31 to 60 minutes (the first two drive-time zones).
 */
export function guideGroups(destinations: readonly Destination[], withinMinutes: number = AIRPORT_GUIDE.withinMinutes): GuideGroup[] {
  const near = destinations
    .filter((d) => d.driveTimeMinutes <= withinMinutes)
    .sort((a, b) => a.driveTimeMinutes - b.driveTimeMinutes || a.name.localeCompare(b.name));
  const entry = (d: Destination): GuideEntry => ({
    name: d.name,
    minutes: d.driveTimeMinutes,
    line: [d.category, `${d.driveTimeText || `${d.driveTimeMinutes} min`} drive`, d.distance].filter(Boolean).join(' · '),
    address: d.address,
    transit: d.publicTransit?.accessible
      ? `Transit: ${d.publicTransit.transitOptions.map((o) => `${o.type} ${o.line}`).join(', ')} to ${d.publicTransit.nearestStation}, then ${d.publicTransit.walkingTime} on foot`
      : null,
  });
  return [
    { heading: 'Within 30 minutes', entries: near.filter((d) => d.driveTimeMinutes <= 30).map(entry) },
    { heading: '31 to 60 minutes', entries: near.filter((d) => d.driveTimeMinutes > 30).map(entry) },
  ].filter((g) => g.entries.length > 0);
}

const PAGE = { width: 612, height: 792, margin: 54 } as const;
const NAVY = rgb(0x12 / 255, 0x32 / 255, 0x4a / 255);
const INK = rgb(0x14 / 255, 0x22 / 255, 0x2e / 255);
const SOFT = rgb(0x3d / 255, 0x4f / 255, 0x5e / 255);
const REPLACEMENTS: Record<string, string> = { '→': '->', '≈': '~', '−': '-', '\u2009': ' ', '\u202f': ' ', '\u2011': '-' };

/** Replaces characters the standard PDF fonts cannot encode (WinAnsi) with plain ones. */
function safeText(font: PDFFont, text: string, cache: Map<string, string>): string {
  let out = '';
  for (const ch of text) {
    let ok = cache.get(ch);
    if (ok === undefined) {
      try {
        font.encodeText(ch);
        ok = ch;
      } catch {
        ok = REPLACEMENTS[ch] ?? ch.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
      }
      cache.set(ch, ok);
    }
    out += ok;
  }
  return out;
}

/** Splits text into lines no wider than `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Renders the guide as a PDF: a title band, the airport's services, getting around, and the
 * destinations within an hour, with page numbers. Deterministic for the same input and date.
 */
export async function renderAirportGuide(destinations: readonly Destination[], options: { generatedAt: Date; siteUrl: string }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(AIRPORT_GUIDE.title, { showInWindowTitleBar: true });
  pdf.setAuthor('SLC Trips');
  pdf.setSubject(`${AIRPORT_GUIDE.airport}: services, transit and the destinations within an hour's drive`);
  pdf.setKeywords(['Salt Lake City', 'airport', 'SLC', 'Utah', 'trip planning', 'TRAX']);
  pdf.setLanguage('en-US');
  pdf.setCreator('SLC Trips');
  pdf.setProducer('SLC Trips build (pdf-lib)');
  pdf.setCreationDate(options.generatedAt);
  pdf.setModificationDate(options.generatedAt);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const caches = new Map<PDFFont, Map<string, string>>([
    [regular, new Map()],
    [bold, new Map()],
  ]);
  const contentWidth = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.margin + 24;

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const ensure = (height: number) => {
    if (y - height < bottom) newPage();
  };
  const write = (text: string, { font = regular, size = 10.5, color = INK, indent = 0, gap = 3 } = {}) => {
    const lines = wrap(font, safeText(font, text, caches.get(font)!), size, contentWidth - indent);
    for (const line of lines) {
      ensure(size + gap);
      y -= size;
      page.drawText(line, { x: PAGE.margin + indent, y, size, font, color });
      y -= gap;
    }
  };
  const heading = (text: string, size = 15) => {
    ensure(size + 40);
    y -= 14;
    write(text, { font: bold, size, color: NAVY, gap: 6 });
  };
  const bullets = (items: readonly string[]) => {
    for (const item of items) {
      ensure(16);
      page.drawText('-', { x: PAGE.margin + 2, y: y - 10.5, size: 10.5, font: bold, color: NAVY });
      write(item, { indent: 14 });
      y -= 3;
    }
  };

  // Title band
  page.drawRectangle({ x: 0, y: PAGE.height - 128, width: PAGE.width, height: 128, color: NAVY });
  page.drawText(safeText(bold, AIRPORT_GUIDE.title, caches.get(bold)!), { x: PAGE.margin, y: PAGE.height - 70, size: 24, font: bold, color: rgb(1, 1, 1) });
  page.drawText(safeText(regular, `${AIRPORT_GUIDE.airport} · ${AIRPORT_GUIDE.address}`, caches.get(regular)!), {
    x: PAGE.margin,
    y: PAGE.height - 96,
    size: 10.5,
    font: regular,
    color: rgb(0.9, 0.93, 0.95),
  });
  y = PAGE.height - 128 - 18;

  const groups = guideGroups(destinations);
  const count = groups.reduce((n, g) => n + g.entries.length, 0);
  write(
    `Landed at SLC? This guide covers what the airport offers, how to get into town without a car, and the ${count} destinations in our catalogue within an hour's drive of the terminal. Drive times are measured on real roads from the airport.`,
    { color: SOFT },
  );

  heading('Airport services');
  bullets(AIRPORT_GUIDE.services);
  heading('Getting around');
  bullets(AIRPORT_GUIDE.transit);
  heading(`Destinations within an hour (${count})`);
  for (const group of groups) {
    heading(`${group.heading} (${group.entries.length})`, 12.5);
    for (const e of group.entries) {
      ensure(48);
      write(e.name, { font: bold, size: 11, gap: 2 });
      write(e.line, { size: 9.5, color: SOFT, gap: 2 });
      if (e.address) write(e.address, { size: 9.5, color: SOFT, gap: 2 });
      if (e.transit) write(e.transit, { size: 9.5, color: SOFT, gap: 2 });
      y -= 6;
    }
  }
  y -= 8;
  write(`Full details, maps and directions for every place: ${options.siteUrl}/destinations. Generated ${options.generatedAt.toISOString().slice(0, 10)}.`, {
    size: 9.5,
    color: SOFT,
  });

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = `SLC Trips · ${AIRPORT_GUIDE.title} · page ${i + 1} of ${pages.length}`;
    p.drawText(safeText(regular, footer, caches.get(regular)!), { x: PAGE.margin, y: PAGE.margin - 18, size: 8.5, font: regular, color: SOFT });
  });
  return pdf.save({ useObjectStreams: false });
}
