export * from './company.ts';
export * from './common.ts';
export * from './settings.ts';
export * from './auth.ts';
export * from './captcha.ts';
export * from './request.ts';
export * from './page.ts';
export * from './cv.ts';
