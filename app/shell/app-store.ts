/**
 * Which store "Continue On App" leads to (issue 29 point 8): the App Store for iPhone, iPad and iPod, Google Play for
 * every other browser. Decided from the request's User-Agent by /app (app/routes/app.ts), so it holds without
 * JavaScript, and the article's HTML stays one copy for everyone. Pure.
 */
export type AppStore = "app-store" | "google-play";

export function appStoreFor(userAgent: string | null): AppStore {
  const ua = userAgent ?? "";
  // Android first: some Android browsers' strings also say "like iPhone" or "Mac OS X".
  if (/\bAndroid\b/i.test(ua)) return "google-play";
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return "app-store";
  // Safari on iPadOS 13 and later asks for desktop pages as a Mac ("Macintosh; Intel Mac OS X"), and only a touch
  // screen tells them apart, which a request does not carry. The button shows on narrow screens only, so a "Mac" here
  // is most likely an iPad; and on a Mac the App Store is the store that has our app (iPad apps run on Apple silicon).
  if (/\bMacintosh\b/.test(ua)) return "app-store";
  return "google-play";
}
