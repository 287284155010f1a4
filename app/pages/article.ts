/** The article page's browser side: its comment forms' clientAction. */
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { isCommentIntent, type CommentAnswer } from "../comments/answers";
import type { action } from "./article.server";

/**
 * With JavaScript, a comment form whose request never reaches us (the phone lost its signal)
 * would otherwise end in the route's error page: it rolls back with a message instead, and the
 * reader's text stays in the box.
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    const intent = form.get("intent");
    if (!isCommentIntent(intent)) throw error;
    const failed: CommentAnswer = {
      ok: false,
      intent,
      error: intent === "like" || intent === "unlike" ? "likeFailed" : "failed",
      text: String(form.get("comment") ?? ""),
      parentId: intent === "reply" ? String(form.get("parentId") ?? "") : null,
      commentId: intent === "like" || intent === "unlike" ? String(form.get("commentId") ?? "") : null,
      signedOut: false,
    };
    return failed;
  }
}
