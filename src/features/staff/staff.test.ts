import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../destinations/catalogue.ts';
import {
  CATEGORY_TO_DESTINATION,
  SUBMISSION_CATEGORIES,
  slugify,
  splitHighlights,
  splitToast,
  submissionCounts,
} from './staff.ts';
import { interactionSchema, reviewSchema, submissionSchema } from './staff.schema.ts';
import { locateAddress, normalizeTown, townFromAddress, UTAH_TOWNS } from './towns.ts';

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

  it('requires the fields of SPEC §5', () => {
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

  it('offers exactly the categories and roles of SPEC §3', () => {
    expect(submissionSchema.shape.category.options).toEqual(['outdoor', 'cultural', 'entertainment', 'dining', 'lodging', 'shopping', 'family', 'adventure', 'wellness', 'education']);
    expect(submissionSchema.shape.businessRole.options).toEqual(['owner', 'manager', 'marketing', 'employee', 'representative', 'other']);
  });
});

describe('the review and beacon schemas', () => {
  it('accept the three statuses with optional notes only', () => {
    expect(reviewSchema.parse({ status: 'approved', reviewNotes: '  ' })).toEqual({ status: 'approved' });
    expect(reviewSchema.safeParse({ status: 'published' }).success).toBe(false);
    expect(reviewSchema.safeParse({ status: 'rejected', reviewNotes: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('accept the six interaction types and nothing else', () => {
    expect(interactionSchema.safeParse({ type: 'destination_detail_view', destinationId: 'temple-square' }).success).toBe(true);
    expect(interactionSchema.safeParse({ type: 'page_view' }).success).toBe(false);
    expect(interactionSchema.safeParse({ type: 'other', destinationId: '../etc' }).success).toBe(false);
  });
});

describe('approving into the catalogue', () => {
  it('maps every submission category to one of the eight destination categories', () => {
    for (const c of SUBMISSION_CATEGORIES) expect(CATEGORIES).toContain(CATEGORY_TO_DESTINATION[c]);
    expect(CATEGORY_TO_DESTINATION.family).toBe('Family Fun');
    expect(CATEGORY_TO_DESTINATION.cultural).toBe('Cultural & Historic');
  });

  it('makes catalogue slugs from names, markup included', () => {
    expect(slugify('Café Rio & Grill — Moab!')).toBe('cafe-rio-and-grill-moab');
    expect(slugify('<script>alert(1)</script>')).toBe('script-alert-1-script');
    expect(slugify('日本')).toBe('');
    expect(slugify('a'.repeat(100))).toHaveLength(60);
  });

  it('turns free-text highlights into a short list', () => {
    expect(splitHighlights('- Sunset deck\n* Local roasts; Live music\n\n')).toEqual(['Sunset deck', 'Local roasts', 'Live music']);
    expect(splitHighlights(null)).toEqual([]);
  });

  it('counts pending, approved and total', () => {
    expect(submissionCounts([{ status: 'pending' }, { status: 'approved' }, { status: 'rejected' }, { status: 'pending' }])).toEqual({ pending: 2, approved: 1, total: 4 });
  });
});

describe('locating an address without geocoding', () => {
  const catalogue = [
    { address: '100 N Main St, Moab, UT 84532', coordinates: { lat: 38.57, lng: -109.55 } },
    { address: 'Main Street (US-191), Moab, UT 84532', coordinates: { lat: 38.58, lng: -109.54 } },
    { address: '10 Far Away Rd, Moab, UT 84532', coordinates: { lat: 38.7, lng: -109.7 } },
    { address: '50 N Temple, Salt Lake City, UT 84150', coordinates: { lat: 40.77, lng: -111.89 } },
  ];

  it('reads the town of "street, Town, UT zip" addresses', () => {
    expect(townFromAddress('12 Main St, Moab, UT 84532')).toBe('Moab');
    expect(townFromAddress('1 Zion Park Blvd, St. George, Utah')).toBe('St. George');
    expect(townFromAddress('Somewhere in the desert')).toBeUndefined();
    expect(normalizeTown('Saint George')).toBe(normalizeTown('St. George'));
  });

  it('prefers the median of the catalogue places in the same town', () => {
    expect(locateAddress('77 Center St, Moab, UT 84532', catalogue)).toEqual({ lat: 38.58, lng: -109.55, town: 'Moab', source: 'catalogue' });
  });

  it('falls back to the town table, also when the town is only named in the text', () => {
    expect(locateAddress('200 Main St, Kanab, UT 84741', catalogue)).toMatchObject({ ...UTAH_TOWNS.Kanab, town: 'Kanab', source: 'town table' });
    expect(locateAddress('Historic district of Park City', catalogue)).toMatchObject({ town: 'Park City', source: 'town table' });
    expect(locateAddress('1 Saint George Blvd, Saint George, UT', catalogue)).toMatchObject({ town: 'St. George' });
  });

  it('gives up rather than guess when no known town is named', () => {
    expect(locateAddress('Mile marker 12, Nowhere Road', catalogue)).toBeNull();
  });
});

describe('SPEC §8 toast texts', () => {
  it('split into title and description at " - "', () => {
    expect(splitToast('Email Test Sent - Check your email for the test message')).toEqual(['Email Test Sent', 'Check your email for the test message']);
    expect(splitToast('Status Updated')).toEqual(['Status Updated', undefined]);
  });
});
