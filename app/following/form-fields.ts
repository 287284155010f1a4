/**
 * The follow forms' fields and ids (issue 30), shared by the server's markup, the Following page and the action.
 * A module of its own, free of zod (app/following/follows.ts): the Following page's JavaScript imports it.
 */
import type { FollowKind } from "./follows";

/** The id of the form of one subject on a page, also the fragment the action sends the reader back to. */
export function followFormId(kind: FollowKind): string {
  return `follow-${kind}`;
}

/** The form fields of the follow action. */
export const FOLLOW_FIELDS = { kind: "kind", id: "id", intent: "intent", back: "redirectTo" } as const;
