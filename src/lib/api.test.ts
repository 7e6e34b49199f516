import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from './api.ts';

describe('errorText, the one "error to message" rule of the islands', () => {
  it("prefers the server's JSON error, then the fallback, then the error's own message", () => {
    expect(errorText(new ApiError(429, '429: {"error":"Too many"}', '{"error":"Too many"}'), 'Try later')).toBe('Too many');
    expect(errorText(new ApiError(502, '502: Bad Gateway', '<html>'), 'Try later')).toBe('Try later');
    expect(errorText(new ApiError(502, '502: Bad Gateway', ''))).toBe('502: Bad Gateway');
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorText('odd')).toBe('odd');
  });
});
