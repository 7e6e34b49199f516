import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../destinations/catalogue.ts';
import { CATEGORY_TO_DESTINATION, categoryName, destinationCategory, LEGACY_SUBMISSION_CATEGORIES, splitHighlights, submissionCounts } from './submissions.ts';
import { reviewSchema, submissionSchema } from './submissions.schema.ts';

const valid = {
  name: 'Red Rock Coffee',
  category: 'Urban & Downtown',
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

  it('accepts the roles of docs/product.md §3.6', () => {
    expect(submissionSchema.shape.businessRole.options).toEqual(['owner', 'manager', 'marketing', 'employee', 'representative', 'other']);
  });

  it("accepts the site's eight categories and, for older clients, the ten legacy values (issue 51)", () => {
    for (const category of CATEGORIES) expect(submissionSchema.parse({ ...valid, category }).category).toBe(category);
    for (const category of LEGACY_SUBMISSION_CATEGORIES) expect(submissionSchema.parse({ ...valid, category }).category).toBe(category);
    expect(LEGACY_SUBMISSION_CATEGORIES).toEqual([
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
  });

  it('refuses any other category, naming the field', () => {
    for (const category of ['Dining', 'natural wonders', 'Outdoor & Nature', 'toString', ' Family Fun', 42]) {
      const result = submissionSchema.safeParse({ ...valid, category });
      expect(result.success, String(category)).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['category', 'Please choose a category']]);
    }
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
  it('approves a site category into itself', () => {
    for (const c of CATEGORIES) expect(destinationCategory(c)).toBe(c);
  });

  it('maps every legacy category to one of the eight destination categories', () => {
    for (const c of LEGACY_SUBMISSION_CATEGORIES) expect(CATEGORIES).toContain(destinationCategory(c));
    expect(destinationCategory('family')).toBe('Family Fun');
    expect(destinationCategory('dining')).toBe('Urban & Downtown');
    expect(destinationCategory('outdoor')).toBe('Natural Wonders');
    expect(destinationCategory('cultural')).toBe(CATEGORY_TO_DESTINATION.cultural);
  });

  it("names a submission's category by its site category, for new and legacy rows alike", () => {
    expect(categoryName('Natural Wonders')).toBe('Natural Wonders');
    expect(categoryName('outdoor')).toBe('Natural Wonders');
    expect(categoryName('adventure')).toBe('Activities & Recreation');
    // A row written outside the API (no database check) is shown as stored, and approves into nothing.
    expect(categoryName('pottery')).toBe('pottery');
    expect(destinationCategory('pottery')).toBeUndefined();
    expect(destinationCategory('toString')).toBeUndefined();
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
