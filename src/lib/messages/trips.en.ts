/**
 * A ready-made trip's days without a car (CarFreeDays.astro) and the "Save for offline" box
 * (SaveOffline.astro) in English (issue 53, decision 124), apart from en.ts so that /plan's script,
 * which carries en.ts, does not carry them. The box's English script imports its slice; a French
 * or Spanish page hands its language's to the script as data attributes.
 */
export const carFreeDaysEn = {
  'carFreeDays.heading': 'Without a car',
  'carFreeDays.model': "Scheduled service from a model of the timetables, not live: no delays or detours. Check the day's times with {link}.",
  'carFreeDays.planner': "UTA's trip planner",
  'carFreeDays.plannedFor': 'Planned for {date}.',
  'carFreeDays.backAt': 'Back at {time}',
  'carFreeDays.noWayBack': 'No way back by transit in time: stay near the start.',
  'carFreeDays.layover.title': 'The layover without a car',
  'carFreeDays.layover.summary': 'Land at {depart}, fly at {flight}: TRAX from the airport station downtown and on foot, back at the station by {backBy}.',
  'carFreeDays.skiDay.title': 'A ski day without a car',
  'carFreeDays.skiDay.summary':
    'From downtown at {depart} by TRAX and the Cottonwood ski bus, back downtown by {backBy} (ski buses run late November to mid-April).',
} as const;

export const saveOfflineEn = {
  'saveOffline.button': 'Save for offline',
  'saveOffline.progress': 'Saving for offline',
  'saveOffline.update': 'Update saved copy',
  'saveOffline.savedSize': 'Saved offline ({size}).',
  'saveOffline.see': 'See {link}.',
  'saveOffline.link': 'Saved offline',
  'saveOffline.needsNetwork': 'Saving for offline needs the network; it will work again once you are back online.',
  'saveOffline.saving': 'Saving for offline…',
  'saveOffline.savingCount': 'Saving for offline: {done} of {total} ({size})',
  'saveOffline.saved': 'Saved offline: {count} files, {size}.',
  'saveOffline.failed': 'Could not save everything for offline (the connection dropped or the device is out of space). Try again.',
  'saveOffline.kb': '{n} KB',
  'saveOffline.mb': '{n} MB',
  'saveOffline.gb': '{n} GB',
} as const;

/** The box's script's words in a language: saveOfflineEn's keys. */
export type SaveOfflineWords = { readonly [K in keyof typeof saveOfflineEn]: string };
