/**
 * The one rule for every value a reader supplies that may reach an upstream URL or body
 * (search query, list/tag/author/city names, page numbers, form fields): characters no
 * news text, name or query can contain are refused, never sent. Refused the same way
 * everywhere: a 400 page in the page's language (app/upstream/respond.server.ts `badRequest`).
 * Pure, so the browser can use it too. Decision 0025.
 */

/** Why a value was refused; the message names no part of the value (it may be huge or hostile). */
export class InvalidReaderInputError extends RangeError {
  override readonly name = "InvalidReaderInputError";
}

/**
 * Control characters (C0 including NUL, DEL, C1), lone UTF-16 surrogates (not text: they
 * cannot even be percent-encoded) and the noncharacters U+FFFE/U+FFFF. Tab, line feed and
 * carriage return are allowed in multi-line form fields only.
 */
const NEVER_VALID = /[\p{Cc}\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- control characters are what this rejects
const NEVER_VALID_MULTILINE = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** The longest value any reader field may have (10 KB of text is no query, name or comment). */
const MAX_READER_VALUE_LENGTH = 8000;

export type ReaderTextOptions = {
  /** A multi-line form field (a comment, a message): tab and line breaks are text there. */
  multiline?: boolean;
  maxLength?: number;
};

/** Whether `value` can be a reader's text: the reason when it cannot, else null. */
export function readerTextProblem(value: string, options: ReaderTextOptions = {}): string | null {
  const max = options.maxLength ?? MAX_READER_VALUE_LENGTH;
  if (value.length > max) return `longer than ${max} characters`;
  if ((options.multiline ? NEVER_VALID_MULTILINE : NEVER_VALID).test(value)) return "contains a control character or a broken character";
  return null;
}

/** `value` itself, or an InvalidReaderInputError. */
export function checkReaderText(value: string, options: ReaderTextOptions = {}): string {
  const problem = readerTextProblem(value, options);
  if (problem) throw new InvalidReaderInputError(`reader value ${problem}`);
  return value;
}

/**
 * Every reader-supplied part of a page address: each path segment as the router decodes
 * it (`%00` is a NUL) and each query name and value. An address that does not decode is
 * refused too. Length is left to each page (search cuts an overlong query to 200 characters).
 * Returns the URL, or throws an InvalidReaderInputError.
 */
export function checkReaderUrl(url: URL): URL {
  for (const segment of url.pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw new InvalidReaderInputError("reader value is not a valid percent-encoding");
    }
    checkReaderText(decoded, ANY_LENGTH);
  }
  for (const [name, value] of url.searchParams) {
    checkReaderText(name, ANY_LENGTH);
    checkReaderText(value, ANY_LENGTH);
  }
  return url;
}

const ANY_LENGTH: ReaderTextOptions = { maxLength: Number.POSITIVE_INFINITY };

/** Every string inside a JSON body (form fields sent upstream), keys included. */
export function checkReaderBody(value: unknown, options: ReaderTextOptions = {}): void {
  if (typeof value === "string") checkReaderText(value, options);
  else if (Array.isArray(value)) value.forEach((inner) => checkReaderBody(inner, options));
  else if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      checkReaderText(key);
      checkReaderBody(inner, options);
    }
  }
}
