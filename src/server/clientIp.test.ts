import { afterEach, describe, expect, it } from 'vitest';
import { exemptFromAddressLimits } from './clientIp.ts';
import { env } from './env.ts';
import { resetProcessState } from './processState.ts';

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
  resetProcessState();
});

const withProxies = (value: string | undefined) => {
  if (value === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = value;
  resetProcessState();
};

describe('TRUSTED_PROXIES', () => {
  it('is a number of hops or a list of addresses and CIDR ranges; anything else stops the server', () => {
    withProxies('2');
    expect(env().TRUSTED_PROXIES).toBe(2);
    withProxies(' 127.0.0.1, 10.0.0.0/8 ,::1 ');
    expect(env().TRUSTED_PROXIES).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    withProxies('');
    expect(env().TRUSTED_PROXIES).toBeUndefined();
    for (const bad of ['0', '11', 'proxy.example', '10.0.0.0/33', '127.0.0.1,,']) {
      withProxies(bad);
      expect(() => env(), bad).toThrow(/Invalid environment/);
    }
  });

  it('decides whether loopback skips the per-address limits: only when no proxy is configured', () => {
    withProxies(undefined);
    expect(exemptFromAddressLimits('127.0.0.1')).toBe(true);
    expect(exemptFromAddressLimits('::ffff:127.0.0.1')).toBe(true);
    expect(exemptFromAddressLimits('::1')).toBe(true);
    expect(exemptFromAddressLimits('203.0.113.5')).toBe(false);
    withProxies('1');
    expect(exemptFromAddressLimits('127.0.0.1')).toBe(false);
  });
});
