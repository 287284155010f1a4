/**
 * Reads a small form body with a ceiling, so a reader-facing action can never be made to buffer an
 * endless upload. The contact form's largest honest body (5,000 Tamil characters, URL-encoded) is
 * about 45 KB; 64 KB leaves room for the other fields.
 */
import { BodyTooLargeError, readCappedBody } from "../upstream/capped-body.server";

const FORM_BODY_MAX_BYTES = 64 * 1024;

export async function readSmallForm(request: Request, maxBytes = FORM_BODY_MAX_BYTES): Promise<FormData> {
  const bytes = await readCappedBody(request, maxBytes).catch((error: unknown) => {
    throw error instanceof BodyTooLargeError ? new Response(null, { status: 413 }) : error;
  });
  try {
    const body = new Request(request.url, {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "application/x-www-form-urlencoded" },
      body: bytes,
    });
    return await body.formData();
  } catch {
    // Not a form at all: a bad request, not our error.
    throw new Response(null, { status: 400 });
  }
}
