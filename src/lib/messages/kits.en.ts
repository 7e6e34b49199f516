/**
 * The words of the kit interest dialog on /planning-kits and of the Olympic sign-up's script, in
 * English (issue 53, decision 107): docs/product.md §5.2's messages are `kits.emailRequired*`,
 * `kits.selectKits*`, `kits.maxKits`, `kits.success` and `kits.failure` (interestText.ts reads them).
 * A French or Spanish page hands its language's slice over as a prop or data attribute.
 */
export const kitsEn = {
  'kits.emailRequired': 'Email Required',
  'kits.emailRequiredText': 'Please enter your email to receive kit notifications.',
  'kits.selectKits': 'Select Kits',
  'kits.selectKitsText': "Please select at least one kit you're interested in.",
  'kits.maxKits': 'Maximum 5 kits selected. Remove one to select another.',
  'kits.success': 'Interest Recorded!',
  'kits.failure': 'Failed to record interest. Please try again.',
  'kits.error': 'Error',
  'kits.open': 'Rank the Kits You Want',
  'kits.title': 'Rank the trip kits you want',
  'kits.close': 'Close',
  'kits.lead': "Choose up to {max} kits and put them in order: your first choice counts most. We'll e-mail you when they launch.",
  'kits.legend': 'Kits',
  'kits.ranking': 'Your ranking ({count} of {max})',
  'kits.none': 'No kits selected yet.',
  'kits.up': 'Move {name} up',
  'kits.down': 'Move {name} down',
  'kits.remove': 'Remove {name}',
  'kits.email': 'Email',
  'kits.feedback': 'Feedback (optional)',
  'kits.cancel': 'Cancel',
  'kits.submit': 'Submit Interest',
  'kits.submitting': 'Submitting...',
  'kits.thanks': "Thank you! We'll e-mail you as soon as your kits are ready.",
  'kits.olympicThanks': "We'll e-mail you when the 2034 Winter Olympics Kit launches.",
} as const;

export type KitWords = { readonly [K in keyof typeof kitsEn]: string };
