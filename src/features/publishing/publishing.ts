/**
 * The prebuilt site's rebuild after approvals (decision 027), as the admin dashboard shows it.
 * Times are ISO strings; running and lastBuiltAt are known under `npm start` (local rebuild) only. */
export interface SiteBuildStatus {
  requestedAt: string | null;
  hookCalledAt: string | null;
  lastError: string | null;
  running?: boolean;
  lastBuiltAt?: string | null;
  lastErrorAt?: string | null;
}
