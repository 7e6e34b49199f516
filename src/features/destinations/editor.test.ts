import { describe, expect, it } from 'vitest';
import { historyText, sourceText, valueText } from './editor.ts';

const check = { source: 'https://www.nps.gov/arch/planyourvisit/fees.htm', checkedOn: '2026-12-05' };

describe('the history in words', () => {
  it('writes a fee or hours check as a sentence, not its stored keys', () => {
    expect(historyText('pricingChecked', check)).toBe('checked Dec 5, 2026, source nps.gov/arch/planyourvisit/fees.htm');
    expect(historyText('hoursChecked', { ...check, until: '2026-12-31' })).toBe(
      'checked Dec 5, 2026, source nps.gov/arch/planyourvisit/fees.htm; holds until Dec 31, 2026',
    );
    expect(historyText('pricingChecked', check)).not.toMatch(/checkedOn|source:/);
  });

  it('writes each permit as a sentence on its own line', () => {
    const permits = [
      {
        text: 'Timed entry on recreation.gov',
        season: 'Apr 1 to Oct 31',
        source: 'https://www.recreation.gov/timed-entry/',
        checkedOn: '2026-11-27',
        until: '2026-12-31',
      },
      { text: 'Fiery Furnace needs its own permit.', source: 'https://www.nps.gov/arch/', checkedOn: '2026-11-22' },
    ];
    expect(historyText('permits', permits).split('\n')).toEqual([
      'Timed entry on recreation.gov. Season: Apr 1 to Oct 31. Checked Nov 27, 2026, source recreation.gov/timed-entry; holds until Dec 31, 2026.',
      'Fiery Furnace needs its own permit. Checked Nov 22, 2026, source nps.gov/arch.',
    ]);
  });

  it('writes staff’s corrections (decision 111) as sentences with their check, never their stored keys', () => {
    expect(historyText('notability', { tier: 2, ...check })).toBe(
      'tier 2, the region’s highlight; checked Dec 5, 2026, source nps.gov/arch/planyourvisit/fees.htm',
    );
    expect(historyText('seasonsOfUse', { months: [12, 1, 2], for: 'skiing', ...check })).toBe(
      'at its best in Dec, Jan, Feb for skiing; checked Dec 5, 2026, source nps.gov/arch/planyourvisit/fees.htm',
    );
    const rule = { gate: 'the Soapstone turnoff', from: '11-15', to: '05-31', text: 'Gated in winter', ...check };
    expect(historyText('winterRule', rule)).toBe(
      'closed Nov 15 to May 31 at the Soapstone turnoff: Gated in winter; checked Dec 5, 2026, source nps.gov/arch/planyourvisit/fees.htm',
    );
    for (const [field, value] of [
      ['notability', { tier: 2, ...check }],
      ['winterRule', rule],
    ] as const)
      expect(historyText(field, value)).not.toMatch(/checkedOn|tier:|gate:|source:|from:/);
    // A value not of a correction's shape is shown as stored, never thrown on.
    expect(historyText('notability', { tier: 'high' })).toBe('tier: high');
  });

  it('writes a signature mark (decision 118) as a sentence with its check, never its stored keys', () => {
    const mark = { mark: 'signature', park: 'Arches', why: 'Rock art beside the road in', ...check };
    expect(historyText('signatureMark', mark)).toBe(
      'a signature sight of Arches: Rock art beside the road in; checked Dec 5, 2026, source nps.gov/arch/planyourvisit/fees.htm',
    );
    expect(historyText('signatureMark', { ...mark, mark: 'notable' })).toMatch(/^a notable sight of Arches: /);
    expect(historyText('signatureMark', { mark: 'none', ...check })).toBe(
      'no signature mark (weighed by its tier); checked Dec 5, 2026, source nps.gov/arch/planyourvisit/fees.htm',
    );
    expect(historyText('signatureMark', mark)).not.toMatch(/checkedOn|mark:|park:|why:|source:/);
    expect(historyText('signatureMark', { mark: 'famous' })).toBe('mark: famous');
  });

  it('keeps flags as yes or no and every other value as the form shows it', () => {
    expect(historyText('withdrawn', true)).toBe('yes');
    expect(historyText('withdrawn', false)).toBe('no');
    expect(historyText('highlights', ['Delicate Arch', 'Windows'])).toBe(valueText(['Delicate Arch', 'Windows']));
    expect(historyText('pricing', null)).toBe('');
  });

  it('shows a value it cannot read as words as it is, never throws', () => {
    expect(sourceText('https://www.nps.gov/cany/planyourvisit/fees.htm#passes')).toBe('nps.gov/cany/planyourvisit/fees.htm#passes');
    expect(sourceText('catalogue: angels-landing')).toBe('catalogue: angels-landing');
    expect(sourceText('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(historyText('pricingChecked', { source: 'not a url', checkedOn: 'soon' })).toBe('checked soon, source not a url');
    expect(historyText('permits', ['plain'])).toBe('plain');
    expect(historyText('hoursChecked', 'text')).toBe('text');
  });
});
