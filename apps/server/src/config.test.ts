import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
});
