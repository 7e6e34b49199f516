import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PLACE_FIELD_LABELS, PLACE_FIELD_NAMES } from '../destinations/placeFields.ts';
import { PlaceFieldRows } from './SubmissionField.tsx';
import { SubmittedDetails } from './SubmissionStatus.tsx';
import { SubmissionCard } from './SubmissionsReview.tsx';
import type { Submission } from './submissions.ts';

// Issue 47: a submission's place fields are named where the catalogue names them (placeFields.ts),
// so the review card, the submitter's status page and the catalogue editor say the same.
const terms = (html: string) => [...html.matchAll(/<dt>(.*?)<\/dt>/g)].map((m) => m[1]);

const submission: Submission = {
  id: 'sub-1',
  name: 'Journey Cafe',
  category: 'Urban & Downtown',
  address: '123 Main St, Moab, UT 84532',
  website: 'https://journey.example',
  phone: '(801) 555-0199',
  email: 'owner@journey.example',
  description: 'Coffee before the arches.',
  highlights: 'Local roasts\nBike parking',
  hours: '7 am to 3 pm',
  pricing: '$',
  seasonality: 'March to November',
  contactName: 'Ada',
  businessRole: 'owner',
  status: 'pending',
  createdAt: '2026-12-01T17:00:00Z',
  updatedAt: '2026-12-01T17:00:00Z',
  reviewNotes: null,
  reviewedAt: null,
  destinationId: null,
  located: null,
};

describe('a submission’s place fields', () => {
  it('are shown under the catalogue’s names, in the order asked, the empty ones left out', () => {
    const html = renderToStaticMarkup(
      createElement(PlaceFieldRows, { fields: ['seasonality', 'website', 'highlights'], of: { seasonality: 'Spring', website: null, highlights: 'Views' } }),
    );
    expect(terms(html)).toEqual(['Best time to visit', 'Highlights']);
    expect(html).toContain('<dd>Spring</dd>');
  });

  it('have one name each, and the editor’s label is that name with how to type it', () => {
    for (const [field, label] of Object.entries(PLACE_FIELD_LABELS))
      expect(label.startsWith(PLACE_FIELD_NAMES[field as keyof typeof PLACE_FIELD_NAMES])).toBe(true);
    expect(PLACE_FIELD_LABELS.highlights).toBe('Highlights (one per line)');
  });

  it('read the same on the staff review card and on the submitter’s status page', () => {
    const card = terms(renderToStaticMarkup(createElement(SubmissionCard, { s: submission, onReview: () => {} })));
    const status = terms(renderToStaticMarkup(createElement(Fragment, null, createElement(SubmittedDetails, { view: { ...submission, placeUrl: null } }))));
    expect(card).toEqual([
      'Address',
      'Phone',
      'E-mail',
      'Website',
      'Contact',
      'Submitted',
      'Description',
      'Highlights',
      'Hours',
      'Pricing',
      'Best time to visit',
    ]);
    expect(status).toEqual([
      'Category',
      'Address',
      'Website',
      'Phone',
      'E-mail',
      'Description',
      'Highlights',
      'Hours',
      'Pricing',
      'Best time to visit',
      'Contact',
    ]);
    const placeNames = (shown: Array<string | undefined>) => shown.filter((t) => Object.values(PLACE_FIELD_NAMES).includes(t!)).sort();
    expect(placeNames(card)).toEqual(placeNames(status));
  });
});
