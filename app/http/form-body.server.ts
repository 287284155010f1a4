/**
 * Reads a small form body with a ceiling, so a reader-facing action can never be made to buffer an
 * endless upload. The contact form's largest honest body (5,000 Tamil characters, URL-encoded) is
 * about 45 KB; 64 KB leaves room for the other fields.
 */
export const FORM_BODY_MAX_BYTES = 64 * 1024;

export async function readSmallForm(request: Request, maxBytes = FORM_BODY_MAX_BYTES): Promise<FormData> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new Response(null, { status: 413 });
  const chunks: Uint8Array[] = [];
  if (request.body) {
    const reader = request.body.getReader();
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        throw new Response(null, { status: 413 });
      }
      chunks.push(value);
    }
  }
  try {
    const body = new Request(request.url, {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "application/x-www-form-urlencoded" },
      body: Buffer.concat(chunks),
    });
    return await body.formData();
  } catch {
    // Not a form at all: a bad request, not our error.
    throw new Response(null, { status: 400 });
  }
}
