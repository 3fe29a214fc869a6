import {
  idInput,
  webhookCreateInput,
  webhookDeliveriesInput,
  webhookRotateInput,
  webhookUpdateInput,
} from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { ownerProcedure } from '../../trpc/procedures.ts';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  replayDelivery,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
} from './webhook.service.ts';

// Webhooks send requests' and applications' data to other systems: the owner's alone to set up.
export const webhookRouter = router({
  list: ownerProcedure.query(({ ctx }) => listWebhooks(ctx)),
  get: ownerProcedure.input(idInput).query(({ ctx, input }) => getWebhook(ctx, input.id)),
  create: ownerProcedure.input(webhookCreateInput).mutation(({ ctx, input }) => createWebhook(ctx, input)),
  update: ownerProcedure.input(webhookUpdateInput).mutation(({ ctx, input }) => updateWebhook(ctx, input)),
  delete: ownerProcedure.input(idInput).mutation(({ ctx, input }) => deleteWebhook(ctx, input.id)),
  rotateSecret: ownerProcedure.input(webhookRotateInput).mutation(({ ctx, input }) => rotateWebhookSecret(ctx, input)),
  test: ownerProcedure.input(idInput).mutation(({ ctx, input }) => sendTestEvent(ctx, input.id)),
  deliveries: ownerProcedure.input(webhookDeliveriesInput).query(({ ctx, input }) => listDeliveries(ctx, input)),
  replay: ownerProcedure.input(idInput).mutation(({ ctx, input }) => replayDelivery(ctx, input.id)),
});
