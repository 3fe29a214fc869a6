import { notificationSettingsUpdate } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { adminProcedure } from '../../trpc/procedures.ts';
import { notificationSettings, sendTestMail, updateNotificationSettings } from './notifications.service.ts';

export const notificationsRouter = router({
  get: adminProcedure.query(({ ctx }) => notificationSettings(ctx)),
  update: adminProcedure
    .input(notificationSettingsUpdate)
    .mutation(({ ctx, input }) => updateNotificationSettings(ctx, input)),
  test: adminProcedure.mutation(({ ctx }) => sendTestMail(ctx)),
});
