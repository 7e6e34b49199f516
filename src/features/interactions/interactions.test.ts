import { describe, expect, it } from 'vitest';
import { interactionSchema } from './interactions.schema.ts';

describe('the beacon schema', () => {
  it('accept the six interaction types and nothing else', () => {
    expect(interactionSchema.safeParse({ type: 'destination_detail_view', destinationId: 'temple-square' }).success).toBe(true);
    expect(interactionSchema.safeParse({ type: 'page_view' }).success).toBe(false);
    expect(interactionSchema.safeParse({ type: 'other', destinationId: '../etc' }).success).toBe(false);
  });
});
