import { activityRouter } from './modules/activity/activity.router.ts';
import { authRouter } from './modules/auth/auth.router.ts';
import { captchaRouter } from './modules/captcha/captcha.router.ts';
import { categoryRouter } from './modules/category/category.router.ts';
import { cvRouter } from './modules/cv/cv.router.ts';
import { navbarRouter } from './modules/navbar/navbar.router.ts';
import { pageRouter } from './modules/page/page.router.ts';
import { partnerRouter } from './modules/partner/partner.router.ts';
import { productRouter } from './modules/product/product.router.ts';
import { historyRouter } from './modules/history/history.router.ts';
import { draftRouter } from './modules/draft/draft.router.ts';
import { quoteRouter } from './modules/quote/quote.router.ts';
import { requestRouter } from './modules/request/request.router.ts';
import { retentionRouter } from './modules/retention/retention.router.ts';
import { serviceRouter } from './modules/service/service.router.ts';
import { settingsRouter } from './modules/settings/settings.router.ts';
import { spareRouter } from './modules/spare/spare.router.ts';
import { notificationsRouter } from './modules/notifications/notifications.router.ts';
import { searchRouter } from './modules/search/search.router.ts';
import { translationRouter } from './modules/translation/translation.router.ts';
import { userRouter } from './modules/user/user.router.ts';
import { webhookRouter } from './modules/webhook/webhook.router.ts';
import { router } from './trpc/trpc.ts';

/** The root router: one sub-router per entity, nested by key. */
export const appRouter = router({
  auth: authRouter,
  activity: activityRouter,
  captcha: captchaRouter,
  settings: settingsRouter,
  request: requestRouter,
  quote: quoteRouter,
  history: historyRouter,
  draft: draftRouter,
  navbar: navbarRouter,
  page: pageRouter,
  cv: cvRouter,
  category: categoryRouter,
  product: productRouter,
  service: serviceRouter,
  spare: spareRouter,
  partner: partnerRouter,
  search: searchRouter,
  retention: retentionRouter,
  notifications: notificationsRouter,
  translation: translationRouter,
  user: userRouter,
  webhook: webhookRouter,
});

export type AppRouter = typeof appRouter;
