import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, TRUST_ALL_REFUSED } from './config.ts';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.databaseFile).toBe(path.resolve('data/site.db'));
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('stops with a message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', ADMIN_PASSWORD: 'short', PUBLIC_URL: 'example' })).toThrow(
      /PORT[\s\S]*ADMIN_PASSWORD: ADMIN_PASSWORD must have at least 8 characters[\s\S]*PUBLIC_URL/,
    );
  });

  it('takes TRUST_PROXY as a number of hops or a list of addresses, and refuses true with the reason', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24, ::1' }).TRUST_PROXY).toEqual(['10.0.0.2', '10.0.1.0/24', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(TRUST_ALL_REFUSED);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY must be a number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY must be a number of proxies/);
  });
});
