/** An upstream payload checked against its zod schema (which may also normalise it into our types). */
import type { z } from "zod";
import type { Fail } from "./upstream-error.server";

export type ZodSchema<T> = z.ZodType<T, z.ZodTypeDef, unknown>;

export function parsePayload<T>(schema: ZodSchema<T>, value: unknown, fail: Fail, url: string): T {
  let result: z.SafeParseReturnType<unknown, T>;
  try {
    result = schema.safeParse(value);
  } catch (error) {
    // A transform (normalisation) threw.
    throw fail("invalid", url, `could not normalise the response: ${String(error)}`.slice(0, 300), { cause: error });
  }
  if (!result.success) throw fail("invalid", url, `unexpected response shape: ${summariseIssues(result.error)}`);
  return result.data;
}

/** The first few failing paths, never the payload itself (it may be huge or personal). */
function summariseIssues(error: z.ZodError): string {
  const leaves: z.ZodIssue[] = [];
  const collect = (issues: readonly z.ZodIssue[]) => {
    for (const issue of issues) {
      if (issue.code === "invalid_union") issue.unionErrors.forEach((inner) => collect(inner.issues));
      else leaves.push(issue);
    }
  };
  collect(error.issues);
  // The deepest paths come from the union branch that got furthest: the most telling.
  leaves.sort((a, b) => b.path.length - a.path.length);
  const lines = [...new Set(leaves.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`))];
  return lines.slice(0, 3).join("; ") || "invalid";
}
