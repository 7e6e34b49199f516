import { describe, expect, it } from 'vitest';
import { said } from '../../lib/messages/messages.ts';
import { walkEnds } from './planning.ts';

describe('walkEnds', () => {
  it('names both ends of a walk, or one when they bear the same name (issue 51), in the reader’s language', () => {
    expect(said('en', walkEnds('Temple Square', 'Temple Square station'))).toBe('from Temple Square to Temple Square station');
    expect(said('en', walkEnds('Temple Square', 'Temple Square'))).toBe('at Temple Square');
    expect(said('fr', walkEnds('Temple Square', 'Temple Square station'))).toBe('de Temple Square à Temple Square station');
    expect(said('es', walkEnds('Temple Square', 'Temple Square'))).toBe('en Temple Square');
  });
});
