/** GET /following/feed/{token}.xml (issue 30 point 2): a reader's private Atom feed; app/pages/following.server.ts. */
export { followingFeedLoader as loader } from "../pages/following.server";
