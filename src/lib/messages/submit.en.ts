/**
 * The words of the business form of /submit-destination in English (issue 53, decision 107). The
 * English form shows the shared schema's own messages; a French or Spanish page hands this slice
 * over in its language and the form names each field's error by its key (`submitForm.error.<field>`).
 */
export const submitFormEn = {
  'submitForm.optional': ' (optional)',
  'submitForm.choose': 'Choose…',
  'submitForm.required': 'Fields marked * are required.',
  'submitForm.yourPlace': 'Your destination',
  'submitForm.aboutYou': 'About you',
  'submitForm.name': 'Business/Destination Name',
  'submitForm.category': 'Category',
  'submitForm.address': 'Address',
  'submitForm.addressHint': 'Street, town and ZIP, e.g. 123 Main St, Moab, UT 84532',
  'submitForm.website': 'Website',
  'submitForm.websiteHint': 'Starting with https://',
  'submitForm.phone': 'Phone',
  'submitForm.email': 'E-mail',
  'submitForm.description': 'Description',
  'submitForm.descriptionHint': 'What makes it worth the drive from SLC?',
  'submitForm.highlights': 'Highlights',
  'submitForm.highlightsHint': 'One per line',
  'submitForm.hours': 'Hours',
  'submitForm.pricing': 'Pricing',
  'submitForm.seasonality': 'Seasonality',
  'submitForm.seasonalityHint': 'When is the best time to visit?',
  'submitForm.contactName': 'Contact Name',
  'submitForm.businessRole': 'Your Role',
  'submitForm.role.owner': 'Owner',
  'submitForm.role.manager': 'Manager',
  'submitForm.role.marketing': 'Marketing',
  'submitForm.role.employee': 'Employee',
  'submitForm.role.representative': 'Representative',
  'submitForm.role.other': 'Other',
  'submitForm.promo': 'Promo code (leave empty)',
  'submitForm.submit': 'Submit Destination',
  'submitForm.submitting': 'Submitting...',
  'submitForm.received': 'Submission Received!',
  'submitForm.receivedText': "We'll review your destination and get back to you within 3-5 business days.",
  'submitForm.thanks': "Thank you. We'll review your destination and get back to you within 3-5 business days.",
  'submitForm.contact': 'We will contact you at {email} or {phone}.',
  'submitForm.mailed': 'We have e-mailed you a private link where you can follow its status, read our notes and correct it if we ask you to.',
  'submitForm.notMailed': 'We could not send the confirmation e-mail just now, but your submission is saved and we will write once it is reviewed.',
  'submitForm.home': 'Return to Homepage',
  'submitForm.failed': 'Submission Error',
  'submitForm.failedText': 'Please try again or email us directly at {email}',
  'submitForm.error.name': 'Please enter the business or destination name',
  'submitForm.error.category': 'Please choose a category',
  'submitForm.error.address': 'Please enter the address',
  'submitForm.error.website': 'Please enter a web address starting with http:// or https://',
  'submitForm.error.phone': 'Please enter a phone number, e.g. (801) 555-0100',
  'submitForm.error.email': 'Please enter a valid e-mail address',
  'submitForm.error.description': 'Please describe the destination',
  'submitForm.error.contactName': 'Please enter your name',
  'submitForm.error.businessRole': 'Please choose your role',
  'submitForm.error.field': 'Please check this field: use plain text on one line where a line is asked for',
} as const;

export type SubmitFormWords = { readonly [K in keyof typeof submitFormEn]: string };

/** What a French or Spanish /submit-destination hands its form: the words, the category names, the home page's address. */
export interface SubmitFormPage {
  words: SubmitFormWords;
  categories: Readonly<Record<string, string>>;
  home: string;
}
