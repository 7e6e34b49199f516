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

  it('names the reference of a server error, so a visitor can quote it', () => {
    const body = '{"error":"Something went wrong on our side. Please try again.","reference":"a1b2c3d4e5f6"}';
    expect(errorText(new ApiError(500, `500: ${body}`, body), 'Try later')).toBe(
      'Something went wrong on our side. Please try again. (reference a1b2c3d4e5f6)',
    );
    const bare = '{"reference":"a1b2c3d4e5f6"}';
    expect(errorText(new ApiError(502, `502: ${bare}`, bare), 'Try later')).toBe('Try later (reference a1b2c3d4e5f6)');
    const odd = '{"error":"x","reference":"<script>"}';
    expect(errorText(new ApiError(500, `500: ${odd}`, odd))).toBe('x');
  });
});
