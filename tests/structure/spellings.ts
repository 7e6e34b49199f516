/**
 * The site writes American English (issue 51, decision 081): British spellings a visitor could
 * read, as one word list shared by the structure test over the sources and data and by the
 * browser crawl over the rendered pages. Proper names keep their own spelling (the Capitol
 * Theatre is called so); they are listed, not guessed.
 */

/** British spellings, each a pattern for a whole word (case-insensitive) and the American word. */
export const BRITISH: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bfavourit(e|es|ed|ism)\b/i, 'favorite'],
  [/\b(colour|colours|coloured|colourful|colouring)\b/i, 'color'],
  [/\b(centre|centres|centred|centrepiece)\b/i, 'center'],
  [/\b(theatre|theatres|amphitheatre|amphitheatres)\b/i, 'theater'],
  [/\b(metre|metres|kilometre|kilometres|litre|litres|millilitre)\b/i, 'meter, liter'],
  [/\b(tyre|tyres)\b/i, 'tire'],
  [/\blicence\b/i, 'license'],
  [/\b(travelling|travelled|traveller|travellers)\b/i, 'traveling'],
  [/\b(neighbour|neighbours|neighbourhood|neighbourhoods|neighbouring|neighbourly)\b/i, 'neighbor'],
  [/\b(honour|honours|honoured|honouring|flavour|flavours|labour|labourers|behaviour|humour|harbour|odour|rumour|vapour|armour|endeavour)\b/i, '-or'],
  [/\b(organise|organised|organises|organising|organisation|organisations|organiser|organisers)\b/i, 'organize'],
  [
    /\b(recognise|recognised|realise|realised|apologise|authorise|authorised|prioritise|customise|customised|personalise|personalised|summarise|minimise|maximise|optimise|optimised|categorise|categorised)\b/i,
    '-ize',
  ],
  [/\b(analyse|analysed|paralysed)\b/i, '-yze'],
  [/\bgrey\b/i, 'gray'],
  [/\b(programme|programmes)\b/i, 'program'],
  [/\b(cancelled|cancelling|labelled|labelling|modelled|fuelled|signalled|levelled)\b/i, 'canceled, labeled'],
  [
    /\b(fulfil|fulfilment|enrolment|defence|offence|practise|kerb|aeroplane|jewellery|manoeuvre|sceptical|plough|ploughs|ploughed|ploughing|snowplough|snowploughs)\b/i,
    'judgment, …',
  ],
];

/**
 * Proper names spelled the British way on purpose, left out before the words are checked. Each is
 * the place's own name as it signs itself.
 */
export const PROPER_NAMES: readonly RegExp[] = [
  // A venue's name: capitalized words before Theatre or Centre (the Capitol Theatre, the Hale Centre
  // Theatre, the Mountain America Performing Arts Centre); a theatre in a sentence is a theater.
  /\b(?:[A-Z][\w.&'’-]*\s)+(?:Theatres?|Amphitheatre|Centre)\b/,
];

/** The British spellings in a text, as written ("favourites"), proper names left out. */
export function britishIn(text: string): string[] {
  let rest = text;
  for (const name of PROPER_NAMES) rest = rest.replace(new RegExp(name.source, 'g'), ' ');
  const found: string[] = [];
  for (const [pattern] of BRITISH) {
    for (const m of rest.matchAll(new RegExp(pattern.source, 'gi'))) found.push(m[0]);
  }
  return found;
}
