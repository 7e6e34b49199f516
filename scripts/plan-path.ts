// `npm run check:plan-path`: the files a plan request visits (issue 47, decision 093), as a table.
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { CAR_FREE_WORKER, CAR_WORKER, importGraph, PAGE, planPathRows } from './planPath.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const options = await extractDepcruiseOptions(path.join(ROOT, '.dependency-cruiser.cjs'));
const tsConfig = extractTSConfig(path.join(ROOT, 'tsconfig.json'));
const { output } = await cruise([...PAGE, CAR_WORKER, CAR_FREE_WORKER], { ...options, baseDir: ROOT, outputType: 'json' }, {}, { tsConfig });
const result: ICruiseResult = typeof output === 'string' ? JSON.parse(output) : output;

console.log('| walk | modules |\n| --- | --- |');
for (const [walk, modules] of planPathRows(importGraph(result))) console.log(`| ${walk} | ${modules} |`);
