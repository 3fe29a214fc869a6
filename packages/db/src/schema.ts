import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Languages of the site's texts (columns `_de/_en/_ru`, requests' `lang`). */
export type SiteLang = 'de' | 'en' | 'ru';
/** Language of a product or category record, upper-case as the specification stores it. */
export type RecordLang = 'DE' | 'EN' | 'RU';
export type ImageOwnerType = 'page' | 'service' | 'spare_group' | 'product';

/** ISO-8601 text written by the application. */
type Timestamp = string;
type Id = Generated<number>;

export interface SettingsTable {
  id: ColumnType<1, 1 | undefined, never>;
  phone: string;
  email: string;
  address: string;
  footer_text: string;
  updated_at: Timestamp;
}

export interface AdminAccountsTable {
  id: Id;
  login: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccessTokensTable {
  id: Id;
  account_id: number;
  kind: 'session' | 'api';
  name: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface SignInAttemptsTable {
  id: Id;
  ip: string;
  login: string;
  succeeded: number;
  created_at: Timestamp;
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

export interface PagesTable {
  id: Id;
  link: string;
  text_de: string;
  text_en: string;
  text_ru: string;
  updated_at: Timestamp;
}

export interface PagePartsTable {
  id: Id;
  page_id: number;
  image: string | null;
  description_de: string;
  description_en: string;
  description_ru: string;
  position: number;
  created_at: Timestamp;
}

export interface ServicesTable {
  id: Id;
  title_de: string;
  title_en: string;
  title_ru: string;
  text_de: string;
  text_en: string;
  text_ru: string;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type SpareGroupsTable = ServicesTable;

export interface SparePartsTable {
  id: Id;
  group_id: number;
  partnumber: string;
  description_de: string;
  description_en: string;
  description_ru: string;
  subst_part: string;
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CategoriesTable {
  id: Id;
  name: string;
  lang: RecordLang;
  created_at: Timestamp;
}

export interface ProductsTable {
  id: Id;
  category_id: number | null;
  lang: RecordLang;
  title: string;
  description: string;
  type: string;
  model: string;
  power: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductPropertiesTable {
  id: Id;
  product_id: number;
  image: string | null;
  description: string;
  created_at: Timestamp;
}

export interface PartnersTable {
  id: Id;
  image: string;
  text_de: string;
  text_en: string;
  text_ru: string;
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
}

export interface CvApplicationsTable {
  id: Id;
  first_name: string;
  last_name: string;
  email: string;
  lang: SiteLang;
  created_at: Timestamp;
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

/** The whole database, one table interface each. */
export interface Database {
  settings: SettingsTable;
  admin_accounts: AdminAccountsTable;
  access_tokens: AccessTokensTable;
  sign_in_attempts: SignInAttemptsTable;
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
  cv_applications: CvApplicationsTable;
  cv_files: CvFilesTable;
}

export type Settings = Selectable<SettingsTable>;
export type AdminAccount = Selectable<AdminAccountsTable>;
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
