import { ApiError, errorText } from '../../lib/api.ts';

/** A refusal of the staff routes: the field's path ("texts.localTips.1") and its message. */
export type Issue = { path: string; message: string };

/** The answer's field issues, or one issue without a field carrying its message. */
export function issuesOf(error: unknown): Issue[] {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.body || '{}') as { error?: string; issues?: Issue[] };
      if (body.issues?.length) return body.issues;
      return [{ path: '', message: body.error ?? error.message }];
    } catch {
      return [{ path: '', message: error.message }];
    }
  }
  return [{ path: '', message: errorText(error) }];
}
