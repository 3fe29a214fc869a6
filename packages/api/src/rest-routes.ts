import { activityRestRoutes } from './modules/activity/activity.rest.ts';
import { secondFactorRestRoutes } from './modules/auth/second-factor.rest.ts';
import { authRestRoutes } from './modules/auth/auth.rest.ts';
import { captchaRestRoutes } from './modules/captcha/captcha.rest.ts';
import { categoryRestRoutes } from './modules/category/category.rest.ts';
import { cvRestRoutes } from './modules/cv/cv.rest.ts';
import { navbarRestRoutes } from './modules/navbar/navbar.rest.ts';
import { pageRestRoutes } from './modules/page/page.rest.ts';
import { partnerRestRoutes } from './modules/partner/partner.rest.ts';
import { productRestRoutes } from './modules/product/product.rest.ts';
import { historyRestRoutes } from './modules/history/history.rest.ts';
import { draftRestRoutes } from './modules/draft/draft.rest.ts';
import { quoteRestRoutes } from './modules/quote/quote.rest.ts';
import { requestRestRoutes } from './modules/request/request.rest.ts';
import { retentionRestRoutes } from './modules/retention/retention.rest.ts';
import { serviceRestRoutes } from './modules/service/service.rest.ts';
import { settingsRestRoutes } from './modules/settings/settings.rest.ts';
import { spareRestRoutes } from './modules/spare/spare.rest.ts';
import { notificationsRestRoutes } from './modules/notifications/notifications.rest.ts';
import { searchRestRoutes } from './modules/search/search.rest.ts';
import { translationRestRoutes } from './modules/translation/translation.rest.ts';
import { userRestRoutes } from './modules/user/user.rest.ts';
import { webhookRestRoutes } from './modules/webhook/webhook.rest.ts';
import type { RestRoute } from './rest/route-table.ts';

/** Every REST URL of the API, module by module: the OpenAPI document (GET /api/openapi.json) is generated from it. */
export const restRoutes: RestRoute[] = [
  ...authRestRoutes,
  ...secondFactorRestRoutes,
  ...captchaRestRoutes,
  ...settingsRestRoutes,
  ...requestRestRoutes,
  ...quoteRestRoutes,
  ...historyRestRoutes,
  ...draftRestRoutes,
  ...navbarRestRoutes,
  ...pageRestRoutes,
  ...cvRestRoutes,
  ...categoryRestRoutes,
  ...productRestRoutes,
  ...serviceRestRoutes,
  ...spareRestRoutes,
  ...partnerRestRoutes,
  ...activityRestRoutes,
  ...searchRestRoutes,
  ...retentionRestRoutes,
  ...notificationsRestRoutes,
  ...translationRestRoutes,
  ...userRestRoutes,
  ...webhookRestRoutes,
];
