import { captchaVerifyInput } from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { createChallenge, verifyChallenge } from './captcha.service.ts';

export const captchaRouter = router({
  create: publicProcedure.mutation(({ ctx }) => createChallenge(ctx)),
  verify: publicProcedure.input(captchaVerifyInput).mutation(({ ctx, input }) => verifyChallenge(ctx, input)),
});
