import { z } from 'zod';

export const CAPTCHA_LENGTH = 6;

export const captchaVerifyInput = z.object({
  id: z.string({ message: 'Captcha id is required' }).min(1, 'Captcha id is required').max(100),
  answer: z.string({ message: 'Enter captcha' }).max(50),
});

export type CaptchaVerifyInput = z.infer<typeof captchaVerifyInput>;
