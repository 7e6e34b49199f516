import { describe, expect, it } from 'vitest';
import { byCodeUnits, TEXT_MESSAGES, text, textProblem } from './text.ts';

describe('the text rule', () => {
  it('refuses NUL, unpaired surrogates and control characters anywhere', () => {
    expect(textProblem('Moab\u0000')).toBe(TEXT_MESSAGES.nul);
    expect(textProblem('\ud800')).toBe(TEXT_MESSAGES.surrogate);
    expect(textProblem('a\udc00')).toBe(TEXT_MESSAGES.surrogate);
    expect(textProblem('\udfff\ud800')).toBe(TEXT_MESSAGES.surrogate);
    for (const c of ['\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f'])
      expect(textProblem(`x${c}y`, { multiline: true })).toBe(TEXT_MESSAGES.control);
  });

  it('accepts any real Unicode text, astral characters included', () => {
    for (const ok of ['Delicate Arch', 'Café Rio — Provo', '🏔️ Alta', 'שלום', '日本語', '\u00a0no-break']) expect(textProblem(ok)).toBeNull();
  });

  it('keeps single-line fields on one line and lets multi-line fields have tabs and line breaks', () => {
    for (const c of ['\n', '\r', '\t', '\u2028', '\u2029']) expect(textProblem(`a${c}b`)).toBe(TEXT_MESSAGES.lineBreak);
    expect(textProblem('one\r\ntwo\tthree', { multiline: true })).toBeNull();
  });

  it('checks the raw value before trimming, and chains like z.string()', () => {
    const name = text().trim().min(1).max(5);
    expect(name.safeParse('  Moab  ').data).toBe('Moab');
    expect(name.safeParse('Moab\u0000').error?.issues[0]?.message).toBe(TEXT_MESSAGES.nul);
    expect(name.safeParse('\n').success).toBe(false);
  });
});

describe('the order of ids (decision 071)', () => {
  it('sorts ASCII ids as localeCompare did, and calls equal ids a tie', () => {
    const ids = ['zion-national-park', 'alta-ski-area', 'a-frame', 'a1-lookout', 'alta', 'bryce-point'];
    expect([...ids].sort(byCodeUnits)).toEqual([...ids].sort((a, b) => a.localeCompare(b, 'en')));
    expect([...ids].sort(byCodeUnits)).toEqual(['a-frame', 'a1-lookout', 'alta', 'alta-ski-area', 'bryce-point', 'zion-national-park']);
    expect(byCodeUnits('snowbird', 'snowbird')).toBe(0);
    expect(byCodeUnits('b', 'a')).toBe(1);
  });
});
