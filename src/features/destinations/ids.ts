/**
 * The one rule of a destination id: the catalogue's slug form (lower-case letters and digits in
 * words joined by single hyphens), at most 80 characters. The zod schema (destinationIdSchema),
 * the catalogue files' schema and the map script all read it from here.
 */
export const DESTINATION_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DESTINATION_ID_MAX = 80;

/** For scripts that load no zod (the map): the same rule as destinationIdSchema. */
export function isDestinationId(value: string): boolean {
  return value.length <= DESTINATION_ID_MAX && DESTINATION_ID_PATTERN.test(value);
}
