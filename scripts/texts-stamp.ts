// `npm run texts:stamp`: records, beside the places' French and Spanish texts (PLACE_TEXTS_DIR,
// by default src/features/places/texts), the stamp of the English each translated field was
// made from (decision 116), in stamps.json; the content files stay as their format says. Run it
// after merging new texts. A field keeps the stamp it has, so an English changed since stays
// stale; after reading a stale text again against today's English, name it to stamp it anew:
//   npm run texts:stamp -- fr:delicate-arch es:delicate-arch
import fs from 'node:fs';
import path from 'node:path';
import { readCatalogue } from '../src/features/destinations/destinations.server.ts';
import { nextStamps, readStamps, readTextFiles, STAMPS_FILE, textsDir } from '../src/features/places/texts.server.ts';

const dir = textsDir();
const checked = new Set(process.argv.slice(2).filter((a) => /^(fr|es):[a-z0-9-]+$/.test(a)));
const english = new Map(readCatalogue().map((e) => [e.id, e]));
const stamps = nextStamps(readTextFiles(dir), readStamps(dir), english, checked);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, STAMPS_FILE), `${JSON.stringify(stamps, null, 2)}\n`);
const counts = Object.entries(stamps).map(([lang, places]) => `${lang} ${Object.keys(places).length}`);
console.log(`texts:stamp: ${counts.join(', ')} places stamped in ${path.join(dir, STAMPS_FILE)}${checked.size ? ` (${checked.size} read again)` : ''}`);
