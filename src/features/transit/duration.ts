import { formatDuration } from '../../lib/format.ts';

/** "45 min", "1 h", "1 h 5 min": a duration as a traveller reads it. */
export const durationText = (minutes: number): string => formatDuration(minutes, 'short');
