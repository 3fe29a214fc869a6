/**
 * What the API tells the server's metrics as it works (apps/server/src/metrics/): the server passes its own in
 * AppDeps; tests and scripts that pass none get `NO_TELEMETRY`, which counts nothing. An interface rather than a
 * metrics library here, so the modules name what happened and the server chooses how it is exposed.
 */
export interface Telemetry {
  /** A visitor's inquiry or job application was stored. */
  received(kind: 'request' | 'application'): void;
  /** A search or the suggestions of the search box answered after `seconds` (a kept answer too). */
  searched(kind: 'search' | 'suggest', seconds: number): void;
  /** An attempt to send a queued mail failed; `givenUp` when it was the last (the mail stays failed). */
  mailAttemptFailed(givenUp: boolean): void;
  /** An attempt to deliver a queued webhook failed; `givenUp` when it was the last (the message stays failed). */
  webhookAttemptFailed(givenUp: boolean): void;
}

const ignored = () => undefined;

export const NO_TELEMETRY: Telemetry = {
  received: ignored,
  searched: ignored,
  mailAttemptFailed: ignored,
  webhookAttemptFailed: ignored,
};
