import type { CommentAnswer } from "../../comments/answers";

/** Who reads the comments: a signed-in reader may comment, reply and like. */
export type Viewer = { signedIn: true; userId: string | null; name: string | null } | { signedIn: false };

/** The action's refusal of a form sent without JavaScript (the page rendered again): its message, and the text kept. */
export type ServerFailure = Extract<CommentAnswer, { ok: false }>;
