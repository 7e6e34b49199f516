import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../destinations/catalogue.ts';
import { CATEGORY_TO_DESTINATION, SUBMISSION_CATEGORIES, splitHighlights, submissionCounts } from './submissions.ts';
import { reviewSchema, submissionSchema } from './submissions.schema.ts';

const valid = {
  name: 'Red Rock Coffee',
  category: 'dining',
  address: '12 Main St, Moab, UT 84532',
  website: '',
  phone: '(435) 555-0100',
  email: 'Owner@Example.com',
  description: 'Espresso and pastries at the start of the Arches road.',
  highlights: '',
  hours: '',
  pricing: '',
  seasonality: '',
  contactName: 'Ada Owner',
  businessRole: 'owner',
  promoCode: '',
};

describe('the submission schema shared by the form and the function', () => {
  it('accepts a complete form, trimming blanks to nothing and lower-casing the e-mail', () => {
    const parsed = submissionSchema.parse(valid);
    expect(parsed.email).toBe('owner@example.com');
    expect(parsed.website).toBeUndefined();
    expect(parsed.highlights).toBeUndefined();
  });

  it('requires the fields of docs/product.md §5.3', () => {
    for (const field of ['name', 'category', 'address', 'phone', 'description', 'contactName', 'businessRole', 'email'] as const) {
      expect(submissionSchema.safeParse({ ...valid, [field]: '' }).success, field).toBe(false);
    }
  });

  it('checks URL and e-mail formats and refuses script URLs', () => {
    expect(submissionSchema.safeParse({ ...valid, email: 'not-an-address' }).success).toBe(false);
    expect(submissionSchema.safeParse({ ...valid, website: 'javascript:alert(1)' }).success).toBe(false);
    expect(submissionSchema.safeParse({ ...valid, website: 'example.com' }).success).toBe(false);
    expect(submissionSchema.safeParse({ ...valid, website: 'https://redrock.example.com/menu' }).success).toBe(true);
  });

  it('caps every text field and refuses unknown fields', () => {
    expect(submissionSchema.safeParse({ ...valid, description: 'x'.repeat(2001) }).success).toBe(false);
    expect(submissionSchema.safeParse({ ...valid, name: 'x'.repeat(101) }).success).toBe(false);
    expect(submissionSchema.safeParse({ ...valid, highlights: 'x'.repeat(1001) }).success).toBe(false);
    expect(submissionSchema.safeParse({ ...valid, status: 'approved' }).success).toBe(false);
  });

  it('offers exactly the categories and roles of docs/product.md §3.6', () => {
    expect(submissionSchema.shape.category.options).toEqual([
      'outdoor',
      'cultural',
      'entertainment',
      'dining',
      'lodging',
      'shopping',
      'family',
      'adventure',
      'wellness',
      'education',
    ]);
    expect(submissionSchema.shape.businessRole.options).toEqual(['owner', 'manager', 'marketing', 'employee', 'representative', 'other']);
  });
});

describe('the review schema', () => {
  it('accept the three statuses with optional notes only', () => {
    expect(reviewSchema.parse({ status: 'approved', reviewNotes: '  ' })).toEqual({ status: 'approved' });
    expect(reviewSchema.safeParse({ status: 'published' }).success).toBe(false);
    expect(reviewSchema.safeParse({ status: 'rejected', reviewNotes: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('approving into the catalogue', () => {
  it('maps every submission category to one of the eight destination categories', () => {
    for (const c of SUBMISSION_CATEGORIES) expect(CATEGORIES).toContain(CATEGORY_TO_DESTINATION[c]);
    expect(CATEGORY_TO_DESTINATION.family).toBe('Family Fun');
    expect(CATEGORY_TO_DESTINATION.cultural).toBe('Cultural & Historic');
  });

  it('turns free-text highlights into a short list', () => {
    expect(splitHighlights('- Sunset deck\n* Local roasts; Live music\n\n')).toEqual(['Sunset deck', 'Local roasts', 'Live music']);
    expect(splitHighlights(null)).toEqual([]);
  });

  it('counts pending, approved and total', () => {
    expect(submissionCounts([{ status: 'pending' }, { status: 'approved' }, { status: 'rejected' }, { status: 'pending' }])).toEqual({
      pending: 2,
      approved: 1,
      total: 4,
    });
  });
});
