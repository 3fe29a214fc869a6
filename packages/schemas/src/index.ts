// First: zod's settings apply to the schemas defined after them.
import './zod-setup.ts';
export * from './company.ts';
export * from './languages.ts';
export * from './text-fallback.ts';
export * from './translations.ts';
export * from './limits.ts';
export * from './common.ts';
export * from './update-input.ts';
export * from './settings.ts';
export * from './auth.ts';
export * from './captcha.ts';
export * from './request.ts';
export * from './page.ts';
export * from './cv.ts';
export * from './category.ts';
export * from './product.ts';
export * from './titled.ts';
export * from './spare-part.ts';
export * from './part-number.ts';
export * from './search.ts';
export * from './partner.ts';
export * from './retention.ts';

export * from './activity.ts';
export * from './notifications.ts';
export * from './roles.ts';
export * from './users.ts';
export * from './second-factor.ts';
