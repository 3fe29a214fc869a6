import { captchaVerifyInput } from '@tp/schemas';
import { publicProcedure, router } from '../../trpc.ts';
import { createChallenge, verifyChallenge } from './captcha.service.ts';

export const captchaRouter = router({
  create: publicProcedure.mutation(({ ctx }) => createChallenge(ctx)),
  verify: publicProcedure.input(captchaVerifyInput).mutation(({ ctx, input }) => verifyChallenge(ctx, input)),
});
