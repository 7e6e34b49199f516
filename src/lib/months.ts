// The one list of month names (decision 054): the short names the pages write ("Nov–May",
// "Jan 15") and the full names the catalogue's prose uses ("open May through October").

/** "Jan" … "Dec", by month index 0–11. */
export const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "january" … "december", lower case, by month index 0–11. */
export const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "Jan 15" for a month-day ("01-15") or the month-day of a date ("2027-01-15"). */
export function monthDayText(md: string): string {
  const tail = md.slice(-5);
  return `${MONTHS_SHORT[Number(tail.slice(0, 2)) - 1] ?? '?'} ${Number(tail.slice(3, 5))}`;
}
