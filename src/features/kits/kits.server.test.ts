import { describe, expect, it } from 'vitest';
import { DEFAULT_STOREFRONT_URL, storefrontUrl } from './kits.server.ts';

describe('storefrontUrl', () => {
  it('uses PUBLIC_STOREFRONT_URL when it is an http(s) address, the default otherwise', () => {
    expect(storefrontUrl('https://store.example.com/utah')).toBe('https://store.example.com/utah');
    expect(storefrontUrl(' http://localhost:8080/shop ')).toBe('http://localhost:8080/shop');
    for (const bad of [undefined, '', '   ', 'javascript:alert(1)', 'not a url', 'ftp://files.example.com/'])
      expect(storefrontUrl(bad)).toBe(DEFAULT_STOREFRONT_URL);
  });
});
