import { z } from 'zod';
import { RETENTION_MONTHS_MAX } from './limits.ts';
import { updateInput } from './update-input.ts';

export const RETENTION_MONTHS_INVALID = `Months must be a whole number from 0 to ${RETENTION_MONTHS_MAX}`;

/** How long requests and job applications are kept, in calendar months after they arrived; 0 keeps them for ever. */
export const retentionSettings = z.object({
  // Not coerced: a `null` or `""` must not quietly become 0, which would stop the deletions.
  months: z
    .number({ message: RETENTION_MONTHS_INVALID })
    .int(RETENTION_MONTHS_INVALID)
    .min(0, RETENTION_MONTHS_INVALID)
    .max(RETENTION_MONTHS_MAX, RETENTION_MONTHS_INVALID),
});
export type RetentionSettings = z.output<typeof retentionSettings>;

/** PATCH semantics, as every update: an empty body is refused and changes nothing. */
export const retentionUpdateInput = updateInput({}, retentionSettings);
