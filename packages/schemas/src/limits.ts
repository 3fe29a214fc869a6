/**
 * Every limit the site enforces, in one place: the procedures, the REST adapter, the tRPC body guard and
 * the web hints all read them from here. Free of zod, so the web app can show them without loading it.
 */

export const MEGABYTE = 1024 * 1024;

/** A JSON request body, and one text field of a multipart form. */
export const JSON_BODY_MAX_BYTES = MEGABYTE;
export const FORM_FIELD_MAX_BYTES = MEGABYTE;

/** An uploaded image: its largest size, and how many one upload may carry. */
export const IMAGE_MAX_BYTES = 10 * MEGABYTE;
export const IMAGES_PER_UPLOAD = 20;

/** A CV application: at most this many documents of these kinds, each at most this large. */
export const CV_MAX_FILES = 2;
export const CV_MAX_BYTES = 10 * MEGABYTE;
export const CV_DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
} as const;
export type CvDocumentKind = keyof typeof CV_DOCUMENT_TYPES;
/** The kinds by name, for messages and hints: `PDF, DOC, DOCX or ODT`. */
export const CV_KIND_NAMES = Object.keys(CV_DOCUMENT_TYPES).map((kind) => kind.toUpperCase());
export const CV_KINDS_TEXT = `${CV_KIND_NAMES.slice(0, -1).join(', ')} or ${CV_KIND_NAMES.at(-1)}`;

/** A parts import file (XLSX or CSV). */
export const PARTS_FILE_MAX_BYTES = 10 * MEGABYTE;

/** The largest file any upload may carry, for the transport's own limits. */
export const UPLOAD_FILE_MAX_BYTES = Math.max(IMAGE_MAX_BYTES, CV_MAX_BYTES, PARTS_FILE_MAX_BYTES);
/** The most files one multipart request may carry. */
export const UPLOAD_MAX_FILES = Math.max(IMAGES_PER_UPLOAD, CV_MAX_FILES, 1);

/** Text lengths, in characters. */
export const TEXT_LIMITS = {
  title: 200,
  line: 120,
  name: 200,
  personName: 100,
  login: 100,
  email: 254,
  comment: 5000,
  richText: 200_000,
  partNumber: 80,
  partDescription: 500,
  phone: 60,
  address: 300,
  footerText: 1000,
  categoryName: 120,
  tokenName: 100,
  /** A page's link in an address (`privacy-policy`). */
  pageLink: 100,
  /** The `language` a product's documented URL may carry (ignored: a product has its own). */
  languageTag: 5,
} as const;

/** The most parts the part-list page's first screenful asks for (the browser fetches the rest). */
export const FIRST_PARTS_MAX = 500;

/** Numbers: a part's quantity, a product's power in MW. */
export const QUANTITY_MAX = 1_000_000;
export const POWER_MAX_MW = 100_000;

/** How many months requests and applications are kept (0 keeps them for ever): the default and the most one may set. */
export const RETENTION_MONTHS_DEFAULT = 24;
export const RETENTION_MONTHS_MAX = 120;

/** The shortest password the server accepts. */
export const PASSWORD_MIN_LENGTH = 8;

/** A size in whole megabytes, as hints and messages show it ("10 MB"). */
export const megabytes = (bytes: number) => `${Math.round(bytes / MEGABYTE)} MB`;

/** The longest side of a stored image; larger uploads are scaled down to it. */
export const IMAGE_MAX_DIMENSION = 2400;

/**
 * The widths an uploaded picture is also served in (`/api/uploads/sized/{width}/…`), so a phone fetches a picture
 * its screen can show, not the stored one of up to 2,400 px.
 */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
