// The parts of gtfs-utils (no types of its own) the GTFS reader uses.
declare module 'gtfs-utils/read-csv.js' {
  const readCsv: (path: string) => Promise<AsyncIterable<Record<string, string>>>;
  export default readCsv;
}
declare module 'gtfs-utils/parse-time.js' {
  const parseTime: (s: string) => { hours: number; minutes: number; seconds: number | null };
  export default parseTime;
}
