import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  CategoryFields,
  PageFields,
  PagePartFields,
  PartnerFields,
  Role,
  UserLanguage,
  ProductFields,
  ProductPropertyFields,
  SettingsFields,
  SiteLang,
  SparePartFields,
  TitledFields,
} from '@tp/schemas';

// The content tables take their fields from the zod schemas of @tp/schemas (one source per field); what is
// written here is only what the schemas do not carry: keys, order, images and timestamps.

export type ImageOwnerType = 'page' | 'service' | 'spare_group' | 'product';

/** ISO-8601 text written by the application. */
type Timestamp = string;
type Id = Generated<number>;

export interface SettingsTable extends SettingsFields {
  id: ColumnType<1, 1 | undefined, never>;
  updated_at: Timestamp;
}

/** The people of the back office; the first was the one administrator account (migration `2026-11-27T0100_team`). */
export interface UsersTable {
  id: Id;
  /** Signs in with it; an e-mail address for every user invited (the first administrator's may still be `admin`). */
  login: string;
  /** The display name, shown in the dashboard and the activity log; may be empty. */
  name: ColumnType<string, string | undefined, string>;
  role: Role;
  /** The language of the mails they get: the dashboard language they last chose. */
  language: ColumnType<UserLanguage, UserLanguage | undefined, UserLanguage>;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set while the user may not sign in; their sessions and tokens were revoked then. */
  disabled_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** An authenticator app's secret (Base32); in use once confirmed with a code, being set up before. */
  totp_secret: string | null;
  totp_confirmed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The 30-second step of the last code accepted: a code is accepted once. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One of a user's ten one-time recovery codes (only its hash). */
export interface RecoveryCodesTable {
  id: Id;
  user_id: number;
  code_hash: string;
  created_at: Timestamp;
  used_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** A WebAuthn credential of a user: signs them in alone (a discoverable credential). */
export interface PasskeysTable {
  id: Id;
  user_id: number;
  /** Base64url, as the browser names it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter; an answer with a counter not above it is refused (a cloned key). */
  counter: ColumnType<number, number | undefined, number>;
  /** JSON array of transports ('internal', 'hybrid', 'usb', …) the browser reported. */
  transports: ColumnType<string, string | undefined, string>;
  /** 1 when the passkey is synced (a multi-device credential). */
  backed_up: ColumnType<number, number | undefined, number>;
  name: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  last_used_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** A challenge of a sign-in's second step or of a WebAuthn ceremony: used once, within minutes (only its hash). */
export interface AuthChallengesTable {
  id: Id;
  purpose: 'second-factor' | 'passkey-registration' | 'passkey-sign-in';
  challenge_hash: string;
  user_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Whether a role must sign in with a second factor (a passkey or an authenticator app). */
export interface RolePoliciesTable {
  role: Role;
  require_second_factor: number;
}

export interface AccessTokensTable {
  id: Id;
  user_id: number;
  kind: 'session' | 'api';
  name: string;
  /** A token an owner made with a lower role for a script; null: the user's own role at the time of the call. */
  role: ColumnType<Role | null, Role | null | undefined, Role | null>;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** A session's browser (its User-Agent, cut short) and address at sign-in. */
  user_agent: string | null;
  ip: string | null;
  /** 1: a session of a user who must set up a second factor first; it may do nothing else. */
  setup_only: ColumnType<number, number | undefined, number>;
}

/** An owner's invitation of an e-mail address with a role; accepted once, within 48 hours. */
export interface InvitationsTable {
  id: Id;
  email: string;
  role: Role;
  name: ColumnType<string, string | undefined, string>;
  /** The language of the invitation mail, and the new user's. */
  language: UserLanguage;
  token_hash: string;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** A "forgot password" link of a user; used once, within an hour. */
export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface SignInAttemptsTable {
  id: Id;
  ip: string;
  login: string;
  succeeded: number;
  created_at: Timestamp;
}

/** Who did what: `session` (the dashboard, a REST sign-in), `token` (an API token, by its name), `visitor` (a sign-in attempt). */
export type ActivityActorKind = 'session' | 'token' | 'visitor';

export interface ActivityTable {
  id: Id;
  at: Timestamp;
  actor_kind: ActivityActorKind;
  actor: string;
  /** create, update, delete, or sign-in / sign-in-failed. */
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON list of the names of the fields sent; never their values. */
  fields: ColumnType<string, string | undefined, string>;
  via: 'rest' | 'trpc' | 'schedule';
  ip: ColumnType<string, string | undefined, string>;
  /** The person behind a management call or sign-in (null for a visitor, or once the user is removed). */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The API token the person acted through, by its name (the actor is the person's login). */
  token_name: string | null;
}

export interface CaptchaChallengesTable {
  id: string;
  answer: string;
  /** The address that asked for it; challenges per address and minute are limited. */
  ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface CaptchaTicketsTable {
  ticket_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface ImagesTable {
  id: Id;
  owner_type: ImageOwnerType;
  owner_id: number;
  path: string;
  position: number;
  created_at: Timestamp;
}

export interface PagesTable extends PageFields {
  id: Id;
  link: string;
  updated_at: Timestamp;
}

export interface PagePartsTable extends PagePartFields {
  id: Id;
  page_id: number;
  image: string | null;
  position: number;
  created_at: Timestamp;
}

export interface ServicesTable extends TitledFields {
  id: Id;
  /** 1: hidden from visitors (in no menu, list, search or sitemap; its page not found). */
  hidden: Generated<number>;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SpareGroupsTable extends TitledFields {
  id: Id;
  /** 1: hidden from visitors (in no menu, list, search or sitemap; its page not found). */
  hidden: Generated<number>;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SparePartsTable extends SparePartFields {
  id: Id;
  group_id: number;
  /** The part and substitute numbers as searched (`partNumberKey` of @tp/schemas); set on every write. */
  pn_norm: string;
  subst_norm: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CategoriesTable extends CategoryFields {
  id: Id;
  created_at: Timestamp;
}

export interface ProductsTable extends Omit<ProductFields, 'hidden'> {
  id: Id;
  /** 1: hidden from visitors (in no list, search or sitemap; its page not found). */
  hidden: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductPropertiesTable extends ProductPropertyFields {
  id: Id;
  image: string | null;
  created_at: Timestamp;
}

export interface PartnersTable extends PartnerFields {
  id: Id;
  image: string;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RequestsTable {
  id: Id;
  name: string;
  email: string;
  company: string;
  text: string;
  lang: SiteLang;
  created_at: Timestamp;
  status: ColumnType<RequestStatus, RequestStatus | undefined, RequestStatus>;
  note: ColumnType<string, string | undefined, string>;
  /** The site address the inquiry was sent from (`/en/part-list/3`); '' for requests sent by a script or before it was kept. */
  page: ColumnType<string, string | undefined, never>;
  /** What the buyer quotes: `TR-2026-00042` (series and year from document_numbers), unique. */
  reference: ColumnType<string, string, never>;
  /** When the first quote on it was sent; null before. */
  quoted_at: string | null;
}

export type QuoteStatus = 'draft' | 'sent' | 'accepted' | 'declined';

/** An offer on a request: its number, where it stands, its current revision and the buyer's answer. */
export interface QuotesTable {
  id: Id;
  request_id: number;
  number: string;
  status: ColumnType<QuoteStatus, QuoteStatus | undefined, QuoteStatus>;
  revision: ColumnType<number, number | undefined, number>;
  /** SHA-256 of the private link's token; null until the quote is sent. */
  token_hash: string | null;
  token_expires_at: string | null;
  sent_at: string | null;
  /** When the buyer accepted or declined. */
  answered_at: string | null;
  po_number: ColumnType<string, string | undefined, string>;
  /** The buyer's comment on accepting, or their reason for declining. */
  buyer_comment: ColumnType<string, string | undefined, string>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One version of a quote's terms; a change adds one. */
export interface QuoteRevisionsTable {
  id: Id;
  quote_id: number;
  revision: number;
  lang: SiteLang;
  /** `2026-12-31`: the last day it can be accepted. */
  valid_until: string;
  incoterm: string;
  incoterm_place: string;
  payment_terms: string;
  text: string;
  created_by: number | null;
  created_at: Timestamp;
}

/** The state of a content record after a change (migration `2026-11-29T0100_revisions`). */
export interface RevisionsTable {
  id: Id;
  /** `service`, `spare`, `spare-part`, `product`, `property`, `category`, `partner`, `page`, `page-part`, `settings`. */
  entity: string;
  record_id: number;
  /** `baseline` (the state found before the first change recorded), `create`, `update`, `delete`, `restore`. */
  action: string;
  /** The record's fields (and `images`) after the change, as JSON. */
  fields: string;
  /** The names of the fields the change moved, as a JSON array. */
  fields_changed: string;
  /**
   * For a deletion: what went with the record, as JSON (`{ rows: [{ entity, id, state }], links?: { ids } }`: a
   * group's parts, a product's properties, a category's products), so that bringing it back is whole. Migration
   * `2026-11-30T0100_history_retention`.
   */
  dependants: string | null;
  user_id: number | null;
  actor: string | null;
  token_name: string | null;
  created_at: Timestamp;
}

/** A draft beside a record's published version (migration `2026-11-30T0200_drafts`): at most one per record. */
export interface DraftsTable {
  /** `service`, `spare`, `page`, `product`. */
  entity: string;
  record_id: number;
  /** The fields the draft changes, as JSON: a field not in it shows the live value. */
  fields: string;
  /** The fields before its last save, as JSON: what that save changed, for a refused stale save or publish. */
  previous_fields: string;
  /** Moves on with each save; a save or publish naming another one is stale. */
  version: number;
  user_id: number | null;
  /** Who saved it last (login), kept when the user is removed. */
  actor: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A draft's preview link (migration `2026-11-30T0200_drafts`): only the hash of its token is kept. */
export interface PreviewLinksTable {
  token_hash: string;
  entity: string;
  record_id: number;
  user_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** The status of a scheduled change: waiting, being run by one server, and how it ended. */
export type ScheduleStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

/**
 * A draft's publish at a time, or its switch back after (migration `2026-11-30T0300_schedules`): the scheduler's
 * work item, claimed by one server.
 */
export interface SchedulesTable {
  id: Id;
  /** `service`, `spare`, `page`, `product`. */
  entity: string;
  record_id: number;
  /** `publish`: the draft goes live; `unpublish`: the fields that publish changed get their earlier values back. */
  action: 'publish' | 'unpublish';
  /** When it runs (UTC). */
  run_at: string;
  status: ColumnType<ScheduleStatus, ScheduleStatus | undefined, ScheduleStatus>;
  /** An unpublish's publish: cancelled with it; the values to put back come from it. */
  publish_id: number | null;
  /** An unpublish's fields once its publish ran, as JSON: `{ field: { before, after } }`. */
  fields: string | null;
  /** Who scheduled it: the change is made as them. */
  user_id: number | null;
  actor: string;
  /** The server that runs it and since when. */
  claimed_by: string | null;
  claimed_at: string | null;
  finished_at: string | null;
  /** What came of it, as a code the dashboard words (SCHEDULE_OUTCOMES of @tp/schemas). */
  outcome: string | null;
  /** Its particulars: the fields changed or kept, an error's message, who cancelled it. */
  detail: string | null;
  created_at: Timestamp;
}

/** How long content history is kept: one row (id 1), written when an owner first sets it (defaults till then). */
export interface HistorySettingsTable {
  id: number;
  /** The newest revisions kept per record (0: no limit by number). */
  keep_revisions: number;
  /** Revisions older than this many days are removed (0: no limit by age); a record's newest is always kept. */
  keep_days: number;
  updated_at: Timestamp;
}

/** A line of a quote's revision; the price in cents. */
export interface QuoteLinesTable {
  id: Id;
  revision_id: number;
  position: number;
  partnumber: string;
  description: string;
  quantity: number;
  unit_price_cents: number;
  currency: 'EUR' | 'USD';
  condition: string;
  lead_time_days: number | null;
  /** Comma-separated codes, '' for none. */
  documents: string;
  note: string;
}

/** A part an inquiry asks for, as it was found (or not) when the inquiry was stored. */
export interface RequestLinesTable {
  id: Id;
  request_id: number;
  position: number;
  partnumber: string;
  description: string;
  quantity: number;
  found: 0 | 1;
}

/** One counter moved by triggers on every write to public content. */
export interface ContentVersionTable {
  value: number;
}

/** Requests per address and minute, per limited thing (`bucket`). */
export interface RateLimitHitsTable {
  bucket: string;
  address: string;
  minute: number;
  hits: number;
}

/** Where an inquiry stands in the team's inbox (@tp/schemas REQUEST_STATUSES says what each means). */
export type RequestStatus = 'new' | 'in_progress' | 'answered' | 'quoted' | 'won' | 'lost' | 'no_bid' | 'archived';

/** Where a job application stands in the team's inbox. */
export type InboxStatus = 'new' | 'in_progress' | 'answered' | 'archived';

export interface CvApplicationsTable {
  id: Id;
  first_name: string;
  last_name: string;
  email: string;
  lang: SiteLang;
  created_at: Timestamp;
  status: ColumnType<InboxStatus, InboxStatus | undefined, InboxStatus>;
  note: ColumnType<string, string | undefined, string>;
}

/** The inbox's settings: one row (id 1). */
export interface InboxSettingsTable {
  id: number;
  /** JSON list of addresses. */
  notify_emails: string;
  notify_lang: SiteLang;
  acknowledge: 0 | 1;
  /** 0 keeps requests and applications for ever. */
  retention_months: number;
  /** When a buyer may expect an answer, as the acknowledgement says it; '' is the built-in sentence. */
  answer_time_de: ColumnType<string, string | undefined, string>;
  answer_time_en: ColumnType<string, string | undefined, string>;
  answer_time_ru: ColumnType<string, string | undefined, string>;
  updated_at: Timestamp;
}

/** The last number given per series (`TR` inquiries, `Q` quotes) and year. */
export interface DocumentNumbersTable {
  series: string;
  year: number;
  last: number;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A mail to send, and how sending it went. */
export interface OutboxTable {
  id: Id;
  kind: string;
  /** JSON of the message handed to the mailer. */
  message: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  claimed_until: string | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: string | null;
  /** The request that queued it (its X-Request-Id), for the log; null when none did (a scheduled change). */
  request_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CvFilesTable {
  id: Id;
  application_id: number;
  original_name: string;
  stored_name: string;
  mime_type: string;
  size: number;
  created_at: Timestamp;
}

/** The German text a kept translation was made from, while the German text differs (migrations/…translation_sources). */
export interface TranslationSourcesTable {
  entity: string;
  record_id: number;
  field: string;
  lang: string;
  source_hash: string;
  created_at: Timestamp;
}

/** An address events are sent to (migrations/…webhooks). Secrets are stored encrypted (SECRETS_KEY). */
export interface WebhookEndpointsTable {
  id: Id;
  url: string;
  description: Generated<string>;
  /** JSON array of the event types sent. */
  events: string;
  include_personal_data: 0 | 1;
  enabled: 0 | 1;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | null;
  failing_since: string | null;
  disabled_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type WebhookMessageStatus = 'pending' | 'sending' | 'delivered' | 'failed';

/** One event for one endpoint, and how sending it stands: the webhook queue. */
export interface WebhookMessagesTable {
  id: Id;
  endpoint_id: number;
  /** The `webhook-id` of every attempt and replay (`msg_…`). */
  message_id: string;
  event: string;
  /** The JSON body exactly as signed. */
  body: string;
  status: ColumnType<WebhookMessageStatus, WebhookMessageStatus | undefined, WebhookMessageStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  claimed_until: string | null;
  last_error: string | null;
  request_id: string | null;
  created_at: Timestamp;
  finished_at: string | null;
}

/** One attempt at sending a message, and what the receiver answered. */
export interface WebhookDeliveriesTable {
  id: Id;
  webhook_message_id: number;
  endpoint_id: number;
  attempt: number;
  status: 'delivered' | 'failed';
  status_code: number | null;
  duration_ms: number;
  /** The first 1 KB of the answer's body. */
  response_excerpt: string;
  /** Why it failed when the receiver did not answer 2xx (refused, timed out, redirected). */
  error: string | null;
  created_at: Timestamp;
}

/** The whole database, one table interface each. */
export interface Database {
  settings: SettingsTable;
  users: UsersTable;
  invitations: InvitationsTable;
  password_resets: PasswordResetsTable;
  access_tokens: AccessTokensTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  auth_challenges: AuthChallengesTable;
  role_policies: RolePoliciesTable;
  sign_in_attempts: SignInAttemptsTable;
  activity: ActivityTable;
  captcha_challenges: CaptchaChallengesTable;
  captcha_tickets: CaptchaTicketsTable;
  images: ImagesTable;
  pages: PagesTable;
  page_parts: PagePartsTable;
  services: ServicesTable;
  spare_groups: SpareGroupsTable;
  spare_parts: SparePartsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_properties: ProductPropertiesTable;
  partners: PartnersTable;
  requests: RequestsTable;
  request_lines: RequestLinesTable;
  content_version: ContentVersionTable;
  rate_limit_hits: RateLimitHitsTable;
  inbox_settings: InboxSettingsTable;
  history_settings: HistorySettingsTable;
  drafts: DraftsTable;
  preview_links: PreviewLinksTable;
  schedules: SchedulesTable;
  document_numbers: DocumentNumbersTable;
  quotes: QuotesTable;
  quote_revisions: QuoteRevisionsTable;
  quote_lines: QuoteLinesTable;
  revisions: RevisionsTable;
  outbox: OutboxTable;
  cv_applications: CvApplicationsTable;
  cv_files: CvFilesTable;
  translation_sources: TranslationSourcesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_messages: WebhookMessagesTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

export type Settings = Selectable<SettingsTable>;
export type User = Selectable<UsersTable>;
export type AccessToken = Selectable<AccessTokensTable>;
export type Page = Selectable<PagesTable>;
export type PagePart = Selectable<PagePartsTable>;
export type Service = Selectable<ServicesTable>;
export type SpareGroup = Selectable<SpareGroupsTable>;
export type SparePart = Selectable<SparePartsTable>;
export type NewSparePart = Insertable<SparePartsTable>;
export type Category = Selectable<CategoriesTable>;
export type Product = Selectable<ProductsTable>;
export type ProductProperty = Selectable<ProductPropertiesTable>;
export type Partner = Selectable<PartnersTable>;
export type InquiryRequest = Selectable<RequestsTable>;
export type CvApplication = Selectable<CvApplicationsTable>;
export type CvFile = Selectable<CvFilesTable>;
export type ImageRow = Selectable<ImagesTable>;
export type SettingsUpdate = Updateable<SettingsTable>;
