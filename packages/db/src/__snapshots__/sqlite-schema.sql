-- index access_tokens_account
CREATE INDEX "access_tokens_account" on "access_tokens" ("user_id");

-- index activity_actor
CREATE INDEX "activity_actor" on "activity" ("actor", "id");

-- index activity_at
CREATE INDEX "activity_at" on "activity" ("at");

-- index activity_entity
CREATE INDEX "activity_entity" on "activity" ("entity", "id");

-- index auth_challenges_expiry
CREATE INDEX "auth_challenges_expiry" on "auth_challenges" ("expires_at");

-- index captcha_challenges_expiry
CREATE INDEX "captcha_challenges_expiry" on "captcha_challenges" ("expires_at");

-- index captcha_challenges_ip
CREATE INDEX "captcha_challenges_ip" on "captcha_challenges" ("ip", "created_at");

-- index captcha_tickets_expiry
CREATE INDEX "captcha_tickets_expiry" on "captcha_tickets" ("expires_at");

-- index categories_lang
CREATE INDEX "categories_lang" on "categories" ("lang");

-- index cv_applications_created
CREATE INDEX "cv_applications_created" on "cv_applications" ("created_at");

-- index cv_files_application
CREATE INDEX "cv_files_application" on "cv_files" ("application_id");

-- index images_owner
CREATE INDEX "images_owner" on "images" ("owner_type", "owner_id", "position");

-- index invitations_email
CREATE INDEX "invitations_email" on "invitations" ("email");

-- index outbox_due
CREATE INDEX "outbox_due" on "outbox" ("status", "next_attempt_at");

-- index page_parts_page
CREATE INDEX "page_parts_page" on "page_parts" ("page_id", "position");

-- index passkeys_user
CREATE INDEX "passkeys_user" on "passkeys" ("user_id");

-- index password_resets_user
CREATE INDEX "password_resets_user" on "password_resets" ("user_id");

-- index preview_links_expiry
CREATE INDEX "preview_links_expiry" on "preview_links" ("expires_at");

-- index product_properties_product
CREATE INDEX "product_properties_product" on "product_properties" ("product_id");

-- index products_category
CREATE INDEX "products_category" on "products" ("category_id");

-- index products_lang_category
CREATE INDEX "products_lang_category" on "products" ("lang", "category_id");

-- index quote_lines_revision
CREATE INDEX "quote_lines_revision" on "quote_lines" ("revision_id", "position");

-- index quotes_request
CREATE INDEX "quotes_request" on "quotes" ("request_id");

-- index quotes_status
CREATE INDEX "quotes_status" on "quotes" ("status", "created_at");

-- index rate_limit_hits_minute
CREATE INDEX "rate_limit_hits_minute" on "rate_limit_hits" ("minute");

-- index recovery_codes_user
CREATE INDEX "recovery_codes_user" on "recovery_codes" ("user_id");

-- index request_lines_request
CREATE INDEX "request_lines_request" on "request_lines" ("request_id", "position");

-- index requests_created
CREATE INDEX "requests_created" on "requests" ("created_at");

-- index requests_reference
CREATE UNIQUE INDEX "requests_reference" on "requests" ("reference");

-- index requests_status
CREATE INDEX "requests_status" on "requests" ("status", "created_at");

-- index revisions_action_time
CREATE INDEX "revisions_action_time" on "revisions" ("action", "created_at");

-- index revisions_record
CREATE INDEX "revisions_record" on "revisions" ("entity", "record_id", "id");

-- index schedules_due
CREATE INDEX "schedules_due" on "schedules" ("status", "run_at");

-- index schedules_record
CREATE INDEX "schedules_record" on "schedules" ("entity", "record_id");

-- index sign_in_attempts_ip
CREATE INDEX "sign_in_attempts_ip" on "sign_in_attempts" ("ip", "created_at");

-- index sign_in_attempts_login
CREATE INDEX "sign_in_attempts_login" on "sign_in_attempts" ("login", "created_at");

-- index spare_parts_group
CREATE INDEX "spare_parts_group" on "spare_parts" ("group_id", "partnumber");

-- index spare_parts_partnumber
CREATE INDEX "spare_parts_partnumber" on "spare_parts" ("partnumber");

-- index spare_parts_pn_norm
CREATE INDEX "spare_parts_pn_norm" on "spare_parts" ("pn_norm");

-- index spare_parts_subst_norm
CREATE INDEX "spare_parts_subst_norm" on "spare_parts" ("subst_norm");

-- index webhook_deliveries_endpoint
CREATE INDEX "webhook_deliveries_endpoint" on "webhook_deliveries" ("endpoint_id", "id");

-- index webhook_messages_due
CREATE INDEX "webhook_messages_due" on "webhook_messages" ("status", "next_attempt_at");

-- index webhook_messages_endpoint
CREATE INDEX "webhook_messages_endpoint" on "webhook_messages" ("endpoint_id", "id");

-- table access_tokens
CREATE TABLE "access_tokens" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "kind" text not null check (kind in ('session', 'api')), "name" text not null, "token_hash" text not null unique, "created_at" text not null, "expires_at" text not null, "last_used_at" text, "revoked_at" text, "role" text check (role in ('owner', 'editor', 'sales')), "user_agent" text, "ip" text, "setup_only" integer default 0 not null);

-- table activity
CREATE TABLE "activity" ("id" integer primary key autoincrement, "at" text not null, "actor_kind" text not null, "actor" text not null, "action" text not null, "entity" text not null, "entity_id" text, "fields" text default '[]' not null, "via" text not null, "ip" text default '' not null, "user_id" integer references "users" ("id") on delete set null, "token_name" text);

-- table auth_challenges
CREATE TABLE "auth_challenges" ("id" integer primary key autoincrement, "purpose" text not null check (purpose in ('second-factor', 'passkey-registration', 'passkey-sign-in')), "challenge_hash" text not null unique, "user_id" integer references "users" ("id") on delete cascade, "created_at" text not null, "expires_at" text not null);

-- table captcha_challenges
CREATE TABLE "captcha_challenges" ("id" text primary key, "answer" text not null, "created_at" text not null, "expires_at" text not null, "ip" text default '' not null);

-- table captcha_tickets
CREATE TABLE "captcha_tickets" ("ticket_hash" text primary key, "created_at" text not null, "expires_at" text not null);

-- table categories
CREATE TABLE "categories" ("id" integer primary key autoincrement, "name" text not null, "lang" text default 'DE' not null check (lang in ('DE', 'EN', 'RU')), "created_at" text not null);

-- table content_version
CREATE TABLE "content_version" ("value" integer not null);

-- table cv_applications
CREATE TABLE "cv_applications" ("id" integer primary key autoincrement, "first_name" text not null, "last_name" text not null, "email" text not null, "lang" text default 'de' not null check (lang in ('de', 'en', 'ru')), "created_at" text not null, "status" text default 'new' not null, "note" text default '' not null);

-- table cv_files
CREATE TABLE "cv_files" ("id" integer primary key autoincrement, "application_id" integer not null references "cv_applications" ("id") on delete cascade, "original_name" text not null, "stored_name" text not null unique, "mime_type" text not null, "size" integer not null, "created_at" text not null);

-- table document_numbers
CREATE TABLE "document_numbers" ("series" text not null, "year" integer not null, "last" integer not null, constraint "document_numbers_key" primary key ("series", "year"));

-- table drafts
CREATE TABLE "drafts" ("entity" text not null, "record_id" integer not null, "fields" text not null, "previous_fields" text not null, "version" integer not null, "user_id" integer references "users" ("id") on delete set null, "actor" text, "created_at" text not null, "updated_at" text not null, constraint "drafts_pkey" primary key ("entity", "record_id"));

-- table history_settings
CREATE TABLE "history_settings" ("id" integer primary key, "keep_revisions" integer not null, "keep_days" integer not null, "updated_at" text not null);

-- table images
CREATE TABLE "images" ("id" integer primary key autoincrement, "owner_type" text not null check (owner_type in ('page', 'service', 'spare_group', 'product')), "owner_id" integer not null, "path" text not null unique, "position" integer not null, "created_at" text not null);

-- table inbox_settings
CREATE TABLE "inbox_settings" ("id" integer primary key, "notify_emails" text default '[]' not null, "notify_lang" text default 'de' not null check (notify_lang in ('de', 'en', 'ru')), "acknowledge" integer default 0 not null, "retention_months" integer default 24 not null check (retention_months >= 0), "updated_at" text not null, "answer_time_de" text default '' not null, "answer_time_en" text default '' not null, "answer_time_ru" text default '' not null);

-- table invitations
CREATE TABLE "invitations" ("id" integer primary key autoincrement, "email" text not null, "role" text not null check (role in ('owner', 'editor', 'sales')), "name" text default '' not null, "language" text not null check (language in ('de', 'en', 'ru')), "token_hash" text not null unique, "invited_by" integer references "users" ("id") on delete set null, "created_at" text not null, "expires_at" text not null, "accepted_at" text);

-- table kysely_migration
CREATE TABLE "kysely_migration" ("name" varchar(255) not null primary key, "timestamp" varchar(255) not null);

-- table kysely_migration_lock
CREATE TABLE "kysely_migration_lock" ("id" varchar(255) not null primary key, "is_locked" integer default 0 not null);

-- table number_search_positions
CREATE TABLE number_search_positions (n integer primary key);

-- table outbox
CREATE TABLE "outbox" ("id" integer primary key autoincrement, "kind" text not null, "message" text not null, "status" text default 'pending' not null check (status in ('pending', 'sending', 'sent', 'failed')), "attempts" integer default 0 not null, "next_attempt_at" text not null, "claimed_until" text, "last_error" text, "created_at" text not null, "sent_at" text, "request_id" text);

-- table page_parts
CREATE TABLE "page_parts" ("id" integer primary key autoincrement, "page_id" integer not null references "pages" ("id") on delete cascade, "image" text, "description_de" text default '' not null, "description_en" text default '' not null, "description_ru" text default '' not null, "position" integer not null, "created_at" text not null);

-- table pages
CREATE TABLE "pages" ("id" integer primary key autoincrement, "link" text not null unique, "text_de" text default '' not null, "text_en" text default '' not null, "text_ru" text default '' not null, "updated_at" text not null);

-- table partners
CREATE TABLE "partners" ("id" integer primary key autoincrement, "image" text not null, "text_de" text default '' not null, "text_en" text default '' not null, "text_ru" text default '' not null, "position" integer default 0 not null, "created_at" text not null, "updated_at" text not null);

-- table passkeys
CREATE TABLE "passkeys" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "credential_id" text not null unique, "public_key" text not null, "counter" integer default 0 not null, "transports" text default '[]' not null, "backed_up" integer default 0 not null, "name" text default '' not null, "created_at" text not null, "last_used_at" text);

-- table password_resets
CREATE TABLE "password_resets" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "token_hash" text not null unique, "created_at" text not null, "expires_at" text not null, "used_at" text);

-- table preview_links
CREATE TABLE "preview_links" ("token_hash" text primary key, "entity" text not null, "record_id" integer not null, "user_id" integer references "users" ("id") on delete set null, "created_at" text not null, "expires_at" text not null);

-- table product_properties
CREATE TABLE "product_properties" ("id" integer primary key autoincrement, "product_id" integer not null references "products" ("id") on delete cascade, "image" text, "description" text default '' not null, "created_at" text not null);

-- table products
CREATE TABLE "products" ("id" integer primary key autoincrement, "category_id" integer references "categories" ("id") on delete set null, "lang" text default 'DE' not null check (lang in ('DE', 'EN', 'RU')), "title" text not null, "description" text default '' not null, "type" text default '' not null, "model" text default '' not null, "power" real default 0 not null, "created_at" text not null, "updated_at" text not null, "hidden" integer default 0 not null);

-- table products_search
CREATE VIRTUAL TABLE products_search using fts5(title, content='products', content_rowid='id', tokenize='trigram remove_diacritics 1');

-- table products_search_config
CREATE TABLE 'products_search_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table products_search_data
CREATE TABLE 'products_search_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table products_search_docsize
CREATE TABLE 'products_search_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table products_search_idx
CREATE TABLE 'products_search_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table quote_lines
CREATE TABLE "quote_lines" ("id" integer primary key autoincrement, "revision_id" integer not null references "quote_revisions" ("id") on delete cascade, "position" integer not null, "partnumber" text not null, "description" text default '' not null, "quantity" integer not null, "unit_price_cents" bigint not null, "currency" text not null check (currency in ('EUR', 'USD')), "condition" text not null, "lead_time_days" integer, "documents" text default '' not null, "note" text default '' not null);

-- table quote_revisions
CREATE TABLE "quote_revisions" ("id" integer primary key autoincrement, "quote_id" integer not null references "quotes" ("id") on delete cascade, "revision" integer not null, "lang" text not null check (lang in ('de', 'en', 'ru')), "valid_until" text not null, "incoterm" text not null, "incoterm_place" text default '' not null, "payment_terms" text default '' not null, "text" text default '' not null, "created_by" integer references "users" ("id") on delete set null, "created_at" text not null, constraint "quote_revisions_number" unique ("quote_id", "revision"));

-- table quotes
CREATE TABLE "quotes" ("id" integer primary key autoincrement, "request_id" integer not null references "requests" ("id") on delete cascade, "number" text not null unique, "status" text default 'draft' not null check (status in ('draft', 'sent', 'accepted', 'declined')), "revision" integer default 1 not null, "token_hash" text unique, "token_expires_at" text, "sent_at" text, "answered_at" text, "po_number" text default '' not null, "buyer_comment" text default '' not null, "created_by" integer references "users" ("id") on delete set null, "created_at" text not null, "updated_at" text not null);

-- table rate_limit_hits
CREATE TABLE "rate_limit_hits" ("bucket" text not null, "address" text not null, "minute" integer not null, "hits" integer not null, constraint "rate_limit_hits_key" primary key ("bucket", "address", "minute"));

-- table recovery_codes
CREATE TABLE "recovery_codes" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "code_hash" text not null, "created_at" text not null, "used_at" text);

-- table request_lines
CREATE TABLE "request_lines" ("id" integer primary key autoincrement, "request_id" integer not null references "requests" ("id") on delete cascade, "position" integer not null, "partnumber" text not null, "description" text default '' not null, "quantity" integer not null check (quantity >= 1), "found" integer default 0 not null);

-- table requests
CREATE TABLE "requests" ("id" integer primary key autoincrement, "name" text not null, "email" text not null, "company" text not null, "text" text default '' not null, "lang" text default 'de' not null check (lang in ('de', 'en', 'ru')), "created_at" text not null, "status" text default 'new' not null, "note" text default '' not null, "page" text default '' not null, "reference" text, "quoted_at" text);

-- table revisions
CREATE TABLE "revisions" ("id" integer primary key autoincrement, "entity" text not null, "record_id" integer not null, "action" text not null, "fields" text not null, "fields_changed" text not null, "user_id" integer references "users" ("id") on delete set null, "actor" text, "token_name" text, "created_at" text not null, "dependants" text);

-- table role_policies
CREATE TABLE "role_policies" ("role" text primary key check (role in ('owner', 'editor', 'sales')), "require_second_factor" integer default 0 not null);

-- table schedules
CREATE TABLE "schedules" ("id" integer primary key autoincrement, "entity" text not null, "record_id" integer not null, "action" text not null, "run_at" text not null, "status" text default 'pending' not null, "publish_id" integer references "schedules" ("id") on delete cascade, "fields" text, "user_id" integer references "users" ("id") on delete set null, "actor" text not null, "claimed_by" text, "claimed_at" text, "finished_at" text, "outcome" text, "detail" text, "created_at" text not null);

-- table services
CREATE TABLE "services" ("id" integer primary key autoincrement, "title_de" text default '' not null, "title_en" text default '' not null, "title_ru" text default '' not null, "text_de" text default '' not null, "text_en" text default '' not null, "text_ru" text default '' not null, "position" integer default 0 not null, "created_at" text not null, "updated_at" text not null, "hidden" integer default 0 not null);

-- table services_search
CREATE VIRTUAL TABLE services_search using fts5(title_de, title_en, title_ru, content='services', content_rowid='id', tokenize='trigram remove_diacritics 1');

-- table services_search_config
CREATE TABLE 'services_search_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table services_search_data
CREATE TABLE 'services_search_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table services_search_docsize
CREATE TABLE 'services_search_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table services_search_idx
CREATE TABLE 'services_search_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table settings
CREATE TABLE "settings" ("id" integer primary key check (id = 1), "phone" text default '' not null, "email" text default '' not null, "updated_at" text not null, "address_de" text default '' not null, "address_en" text default '' not null, "address_ru" text default '' not null, "footer_text_de" text default '' not null, "footer_text_en" text default '' not null, "footer_text_ru" text default '' not null);

-- table sign_in_attempts
CREATE TABLE "sign_in_attempts" ("id" integer primary key autoincrement, "ip" text not null, "login" text not null, "succeeded" integer not null, "created_at" text not null);

-- table spare_groups
CREATE TABLE "spare_groups" ("id" integer primary key autoincrement, "title_de" text default '' not null, "title_en" text default '' not null, "title_ru" text default '' not null, "text_de" text default '' not null, "text_en" text default '' not null, "text_ru" text default '' not null, "position" integer default 0 not null, "created_at" text not null, "updated_at" text not null, "hidden" integer default 0 not null);

-- table spare_groups_search
CREATE VIRTUAL TABLE spare_groups_search using fts5(title_de, title_en, title_ru, content='spare_groups', content_rowid='id', tokenize='trigram remove_diacritics 1');

-- table spare_groups_search_config
CREATE TABLE 'spare_groups_search_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table spare_groups_search_data
CREATE TABLE 'spare_groups_search_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table spare_groups_search_docsize
CREATE TABLE 'spare_groups_search_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table spare_groups_search_idx
CREATE TABLE 'spare_groups_search_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table spare_part_descriptions_search
CREATE VIRTUAL TABLE spare_part_descriptions_search using fts5(description_de, description_en, description_ru, content='spare_parts', content_rowid='id', tokenize='trigram remove_diacritics 1');

-- table spare_part_descriptions_search_config
CREATE TABLE 'spare_part_descriptions_search_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table spare_part_descriptions_search_data
CREATE TABLE 'spare_part_descriptions_search_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table spare_part_descriptions_search_docsize
CREATE TABLE 'spare_part_descriptions_search_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table spare_part_descriptions_search_idx
CREATE TABLE 'spare_part_descriptions_search_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table spare_part_numbers_search
CREATE VIRTUAL TABLE spare_part_numbers_search using fts5(pn_norm, subst_norm, content='spare_parts', content_rowid='id', tokenize='trigram remove_diacritics 1');

-- table spare_part_numbers_search_config
CREATE TABLE 'spare_part_numbers_search_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table spare_part_numbers_search_data
CREATE TABLE 'spare_part_numbers_search_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table spare_part_numbers_search_docsize
CREATE TABLE 'spare_part_numbers_search_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table spare_part_numbers_search_idx
CREATE TABLE 'spare_part_numbers_search_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table spare_part_numbers_search_suffixes
CREATE TABLE spare_part_numbers_search_suffixes (
    suffix text not null, part_id integer not null, own integer not null,
    primary key (suffix, part_id, own)) without rowid;

-- table spare_parts
CREATE TABLE "spare_parts" ("id" integer primary key autoincrement, "group_id" integer not null references "spare_groups" ("id") on delete cascade, "partnumber" text not null, "description_de" text default '' not null, "description_en" text default '' not null, "description_ru" text default '' not null, "subst_part" text default '' not null, "quantity" integer default 0 not null check (quantity >= 0), "created_at" text not null, "updated_at" text not null, "pn_norm" text default '' not null, "subst_norm" text default '' not null);

-- table translation_sources
CREATE TABLE "translation_sources" ("entity" text not null, "record_id" integer not null, "field" text not null, "lang" text not null, "source_hash" text not null, "created_at" text not null, constraint "translation_sources_pk" primary key ("entity", "record_id", "field", "lang"));

-- table users
CREATE TABLE "users" ("id" integer primary key autoincrement, "login" text not null unique, "password_hash" text not null, "created_at" text not null, "updated_at" text not null, "name" text default '' not null, "role" text default 'sales' not null check (role in ('owner', 'editor', 'sales')), "language" text default 'de' not null check (language in ('de', 'en', 'ru')), "disabled_at" text, "totp_secret" text, "totp_confirmed_at" text, "totp_last_step" integer);

-- table webhook_deliveries
CREATE TABLE "webhook_deliveries" ("id" integer primary key autoincrement, "webhook_message_id" integer not null references "webhook_messages" ("id") on delete cascade, "endpoint_id" integer not null references "webhook_endpoints" ("id") on delete cascade, "attempt" integer not null, "status" text not null, "status_code" integer, "duration_ms" integer not null, "response_excerpt" text default '' not null, "error" text, "created_at" text not null);

-- table webhook_endpoints
CREATE TABLE "webhook_endpoints" ("id" integer primary key autoincrement, "url" text not null, "description" text default '' not null, "events" text not null, "include_personal_data" integer default 0 not null, "enabled" integer default 1 not null, "secret" text not null, "previous_secret" text, "previous_secret_until" text, "failing_since" text, "disabled_reason" text, "created_at" text not null, "updated_at" text not null);

-- table webhook_messages
CREATE TABLE "webhook_messages" ("id" integer primary key autoincrement, "endpoint_id" integer not null references "webhook_endpoints" ("id") on delete cascade, "message_id" text not null, "event" text not null, "body" text not null, "status" text default 'pending' not null, "attempts" integer default 0 not null, "next_attempt_at" text not null, "claimed_until" text, "last_error" text, "request_id" text, "created_at" text not null, "finished_at" text);

-- trigger categories_content_delete
CREATE TRIGGER categories_content_delete after delete on categories begin update content_version set value = value + 1; end;

-- trigger categories_content_insert
CREATE TRIGGER categories_content_insert after insert on categories begin update content_version set value = value + 1; end;

-- trigger categories_content_update
CREATE TRIGGER categories_content_update after update on categories begin update content_version set value = value + 1; end;

-- trigger images_content_delete
CREATE TRIGGER images_content_delete after delete on images begin update content_version set value = value + 1; end;

-- trigger images_content_insert
CREATE TRIGGER images_content_insert after insert on images begin update content_version set value = value + 1; end;

-- trigger images_content_update
CREATE TRIGGER images_content_update after update on images begin update content_version set value = value + 1; end;

-- trigger page_parts_content_delete
CREATE TRIGGER page_parts_content_delete after delete on page_parts begin update content_version set value = value + 1; end;

-- trigger page_parts_content_insert
CREATE TRIGGER page_parts_content_insert after insert on page_parts begin update content_version set value = value + 1; end;

-- trigger page_parts_content_update
CREATE TRIGGER page_parts_content_update after update on page_parts begin update content_version set value = value + 1; end;

-- trigger pages_content_delete
CREATE TRIGGER pages_content_delete after delete on pages begin update content_version set value = value + 1; end;

-- trigger pages_content_insert
CREATE TRIGGER pages_content_insert after insert on pages begin update content_version set value = value + 1; end;

-- trigger pages_content_update
CREATE TRIGGER pages_content_update after update on pages begin update content_version set value = value + 1; end;

-- trigger partners_content_delete
CREATE TRIGGER partners_content_delete after delete on partners begin update content_version set value = value + 1; end;

-- trigger partners_content_insert
CREATE TRIGGER partners_content_insert after insert on partners begin update content_version set value = value + 1; end;

-- trigger partners_content_update
CREATE TRIGGER partners_content_update after update on partners begin update content_version set value = value + 1; end;

-- trigger product_properties_content_delete
CREATE TRIGGER product_properties_content_delete after delete on product_properties begin update content_version set value = value + 1; end;

-- trigger product_properties_content_insert
CREATE TRIGGER product_properties_content_insert after insert on product_properties begin update content_version set value = value + 1; end;

-- trigger product_properties_content_update
CREATE TRIGGER product_properties_content_update after update on product_properties begin update content_version set value = value + 1; end;

-- trigger products_content_delete
CREATE TRIGGER products_content_delete after delete on products begin update content_version set value = value + 1; end;

-- trigger products_content_insert
CREATE TRIGGER products_content_insert after insert on products begin update content_version set value = value + 1; end;

-- trigger products_content_update
CREATE TRIGGER products_content_update after update on products begin update content_version set value = value + 1; end;

-- trigger products_search_delete
CREATE TRIGGER products_search_delete after delete on products begin
    insert into products_search(products_search, rowid, title) values ('delete', old.id, old.title); end;

-- trigger products_search_insert
CREATE TRIGGER products_search_insert after insert on products begin
    insert into products_search(rowid, title) values (new.id, new.title); end;

-- trigger products_search_update
CREATE TRIGGER products_search_update after update of title on products begin
    insert into products_search(products_search, rowid, title) values ('delete', old.id, old.title);
    insert into products_search(rowid, title) values (new.id, new.title); end;

-- trigger services_content_delete
CREATE TRIGGER services_content_delete after delete on services begin update content_version set value = value + 1; end;

-- trigger services_content_insert
CREATE TRIGGER services_content_insert after insert on services begin update content_version set value = value + 1; end;

-- trigger services_content_update
CREATE TRIGGER services_content_update after update on services begin update content_version set value = value + 1; end;

-- trigger services_search_delete
CREATE TRIGGER services_search_delete after delete on services begin
    insert into services_search(services_search, rowid, title_de, title_en, title_ru) values ('delete', old.id, old.title_de, old.title_en, old.title_ru); end;

-- trigger services_search_insert
CREATE TRIGGER services_search_insert after insert on services begin
    insert into services_search(rowid, title_de, title_en, title_ru) values (new.id, new.title_de, new.title_en, new.title_ru); end;

-- trigger services_search_update
CREATE TRIGGER services_search_update after update of title_de, title_en, title_ru on services begin
    insert into services_search(services_search, rowid, title_de, title_en, title_ru) values ('delete', old.id, old.title_de, old.title_en, old.title_ru);
    insert into services_search(rowid, title_de, title_en, title_ru) values (new.id, new.title_de, new.title_en, new.title_ru); end;

-- trigger settings_content_delete
CREATE TRIGGER settings_content_delete after delete on settings begin update content_version set value = value + 1; end;

-- trigger settings_content_insert
CREATE TRIGGER settings_content_insert after insert on settings begin update content_version set value = value + 1; end;

-- trigger settings_content_update
CREATE TRIGGER settings_content_update after update on settings begin update content_version set value = value + 1; end;

-- trigger spare_groups_content_delete
CREATE TRIGGER spare_groups_content_delete after delete on spare_groups begin update content_version set value = value + 1; end;

-- trigger spare_groups_content_insert
CREATE TRIGGER spare_groups_content_insert after insert on spare_groups begin update content_version set value = value + 1; end;

-- trigger spare_groups_content_update
CREATE TRIGGER spare_groups_content_update after update on spare_groups begin update content_version set value = value + 1; end;

-- trigger spare_groups_search_delete
CREATE TRIGGER spare_groups_search_delete after delete on spare_groups begin
    insert into spare_groups_search(spare_groups_search, rowid, title_de, title_en, title_ru) values ('delete', old.id, old.title_de, old.title_en, old.title_ru); end;

-- trigger spare_groups_search_insert
CREATE TRIGGER spare_groups_search_insert after insert on spare_groups begin
    insert into spare_groups_search(rowid, title_de, title_en, title_ru) values (new.id, new.title_de, new.title_en, new.title_ru); end;

-- trigger spare_groups_search_update
CREATE TRIGGER spare_groups_search_update after update of title_de, title_en, title_ru on spare_groups begin
    insert into spare_groups_search(spare_groups_search, rowid, title_de, title_en, title_ru) values ('delete', old.id, old.title_de, old.title_en, old.title_ru);
    insert into spare_groups_search(rowid, title_de, title_en, title_ru) values (new.id, new.title_de, new.title_en, new.title_ru); end;

-- trigger spare_part_descriptions_search_delete
CREATE TRIGGER spare_part_descriptions_search_delete after delete on spare_parts begin
    insert into spare_part_descriptions_search(spare_part_descriptions_search, rowid, description_de, description_en, description_ru) values ('delete', old.id, old.description_de, old.description_en, old.description_ru); end;

-- trigger spare_part_descriptions_search_insert
CREATE TRIGGER spare_part_descriptions_search_insert after insert on spare_parts begin
    insert into spare_part_descriptions_search(rowid, description_de, description_en, description_ru) values (new.id, new.description_de, new.description_en, new.description_ru); end;

-- trigger spare_part_descriptions_search_update
CREATE TRIGGER spare_part_descriptions_search_update after update of description_de, description_en, description_ru on spare_parts begin
    insert into spare_part_descriptions_search(spare_part_descriptions_search, rowid, description_de, description_en, description_ru) values ('delete', old.id, old.description_de, old.description_en, old.description_ru);
    insert into spare_part_descriptions_search(rowid, description_de, description_en, description_ru) values (new.id, new.description_de, new.description_en, new.description_ru); end;

-- trigger spare_part_number_suffixes_delete
CREATE TRIGGER spare_part_number_suffixes_delete after delete on spare_parts begin delete from spare_part_numbers_search_suffixes where part_id = old.id and suffix in (
    select substr(old.pn_norm, n) from number_search_positions where n <= length(old.pn_norm) - 2
    union all select substr(old.subst_norm, n) from number_search_positions where n <= length(old.subst_norm) - 2); end;

-- trigger spare_part_number_suffixes_insert
CREATE TRIGGER spare_part_number_suffixes_insert after insert on spare_parts begin insert into spare_part_numbers_search_suffixes(suffix, part_id, own) select substr(new.pn_norm, n), new.id, 1 from number_search_positions where n <= length(new.pn_norm) - 2 union all select substr(new.subst_norm, n), new.id, 0 from number_search_positions where n <= length(new.subst_norm) - 2; end;

-- trigger spare_part_number_suffixes_update
CREATE TRIGGER spare_part_number_suffixes_update after update of pn_norm, subst_norm on spare_parts begin
    delete from spare_part_numbers_search_suffixes where part_id = old.id and suffix in (
    select substr(old.pn_norm, n) from number_search_positions where n <= length(old.pn_norm) - 2
    union all select substr(old.subst_norm, n) from number_search_positions where n <= length(old.subst_norm) - 2); insert into spare_part_numbers_search_suffixes(suffix, part_id, own) select substr(new.pn_norm, n), new.id, 1 from number_search_positions where n <= length(new.pn_norm) - 2 union all select substr(new.subst_norm, n), new.id, 0 from number_search_positions where n <= length(new.subst_norm) - 2; end;

-- trigger spare_part_numbers_search_delete
CREATE TRIGGER spare_part_numbers_search_delete after delete on spare_parts begin
    insert into spare_part_numbers_search(spare_part_numbers_search, rowid, pn_norm, subst_norm) values ('delete', old.id, old.pn_norm, old.subst_norm); end;

-- trigger spare_part_numbers_search_insert
CREATE TRIGGER spare_part_numbers_search_insert after insert on spare_parts begin
    insert into spare_part_numbers_search(rowid, pn_norm, subst_norm) values (new.id, new.pn_norm, new.subst_norm); end;

-- trigger spare_part_numbers_search_update
CREATE TRIGGER spare_part_numbers_search_update after update of pn_norm, subst_norm on spare_parts begin
    insert into spare_part_numbers_search(spare_part_numbers_search, rowid, pn_norm, subst_norm) values ('delete', old.id, old.pn_norm, old.subst_norm);
    insert into spare_part_numbers_search(rowid, pn_norm, subst_norm) values (new.id, new.pn_norm, new.subst_norm); end;

-- trigger spare_parts_content_delete
CREATE TRIGGER spare_parts_content_delete after delete on spare_parts begin update content_version set value = value + 1; end;

-- trigger spare_parts_content_insert
CREATE TRIGGER spare_parts_content_insert after insert on spare_parts begin update content_version set value = value + 1; end;

-- trigger spare_parts_content_update
CREATE TRIGGER spare_parts_content_update after update on spare_parts begin update content_version set value = value + 1; end;
