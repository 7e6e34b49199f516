import { formatDuration } from '../../lib/duration.ts';

/** "45 min", "1 hr", "1 hr 5 min": the site's one duration style (decision 082). */
export const durationText = (minutes: number): string => formatDuration(minutes);
