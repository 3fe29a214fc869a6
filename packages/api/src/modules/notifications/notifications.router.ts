import { notificationSettingsUpdate } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { ownerProcedure } from '../../trpc/procedures.ts';
import { notificationSettings, sendTestMail, updateNotificationSettings } from './notifications.service.ts';

export const notificationsRouter = router({
  get: ownerProcedure.query(({ ctx }) => notificationSettings(ctx)),
  update: ownerProcedure
    .input(notificationSettingsUpdate)
    .mutation(({ ctx, input }) => updateNotificationSettings(ctx, input)),
  test: ownerProcedure.mutation(({ ctx }) => sendTestMail(ctx)),
});
