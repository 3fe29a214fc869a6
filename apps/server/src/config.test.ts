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

  it('opens PostgreSQL at DATABASE_URL instead of the SQLite file, refuses another address, and places the files', () => {
    expect(loadConfig({}).database).toBe(path.resolve('data/site.db'));
    expect(loadConfig({ DATABASE_URL: 'postgres://site:secret@db.internal:5432/turbotech' }).database).toBe(
      'postgres://site:secret@db.internal:5432/turbotech',
    );
    for (const wrong of ['mysql://db/turbotech', 'postgres://db.internal:5432', 'db.internal']) {
      expect(() => loadConfig({ DATABASE_URL: wrong }), wrong).toThrow(
        /DATABASE_URL: DATABASE_URL must look like postgres:\/\/user:password@/,
      );
    }
    expect(loadConfig({ DATA_DIR: '/srv/site' })).toMatchObject({
      uploadsDir: '/srv/site/uploads',
      privateDir: '/srv/site/private',
    });
    expect(loadConfig({ UPLOADS_DIR: '/mnt/shared/uploads', PRIVATE_DIR: '/mnt/shared/private' })).toMatchObject({
      uploadsDir: '/mnt/shared/uploads',
      privateDir: '/mnt/shared/private',
    });
  });

  it('serves metrics only when METRICS_TOKEN or METRICS_ALLOW is set, and refuses a short token or a bad address', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    const token = 'a'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({ token, allow: undefined });
    expect(loadConfig({ METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8,::1' }).metrics).toEqual({
      token: undefined,
      allow: ['127.0.0.1', '10.0.0.0/8', '::1'],
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must have at least 16 characters/);
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW must list addresses or ranges/);
    expect(() => loadConfig({ METRICS_ALLOW: 'prometheus.internal' })).toThrow(/METRICS_ALLOW/);
  });

  it('takes TRUST_PROXY as a number of hops or a list of addresses, and refuses true with the reason', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(TRUST_ALL_REFUSED);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY must be a number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY must be a number of proxies/);
  });

  it('reads the mail server from SMTP_URL or its parts, and refuses a malformed one or a missing sender with the reason', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(
      loadConfig({ SMTP_URL: 'smtp://user:p%40ss@mail.example.com:587', MAIL_FROM: 'website@example.com' }).mail,
    ).toEqual({
      smtp: { url: 'smtp://user:p%40ss@mail.example.com:587' },
      from: 'website@example.com',
    });
    expect(
      loadConfig({
        SMTP_HOST: 'mail.example.com',
        SMTP_PORT: '465',
        SMTP_USER: 'u',
        SMTP_PASSWORD: 'p',
        MAIL_FROM: 'TurboTech <website@example.com>',
      }).mail,
    ).toEqual({
      smtp: { host: 'mail.example.com', port: 465, secure: true, user: 'u', password: 'p' },
      from: 'TurboTech <website@example.com>',
    });
    for (const SMTP_URL of ['mail.example.com:587', 'http://mail.example.com', 'smtp://', 'smtp//x']) {
      expect(() => loadConfig({ SMTP_URL, MAIL_FROM: 'website@example.com' }), SMTP_URL).toThrow(
        /SMTP_URL must look like smtp:\/\/user:password@mail.example.com:587/,
      );
    }
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(
      /MAIL_FROM: the sender address is required with a mail server/,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'website' })).toThrow(
      /MAIL_FROM: the sender address is required/,
    );
    expect(() => loadConfig({ MAIL_FROM: 'website@example.com' })).toThrow(/MAIL_FROM: set SMTP_URL or SMTP_HOST too/);
  });
});
