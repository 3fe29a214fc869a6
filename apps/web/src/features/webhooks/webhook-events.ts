import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@tp/schemas';

/** The events an endpoint may choose, as the owner reads them; the API's name is shown beside each. */
export const EVENT_LABELS: Record<WebhookEvent, MessageDescriptor> = {
  'request.created': msg`New request`,
  'request.status_changed': msg`Request status changed`,
  'application.created': msg`New job application`,
  'quote.accepted': msg`Quote accepted`,
  'quote.declined': msg`Quote declined`,
  'content.published': msg`Content published (created, changed or deleted)`,
};

export { WEBHOOK_EVENTS };
