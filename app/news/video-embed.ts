/**
 * Video embeds in article bodies (decision 0028): YouTube and Vimeo only, read from an embed's URL with
 * strict ids, and turned into the URLs we use: the player (youtube-nocookie, player.vimeo.com), loaded
 * only when the reader asks, and the video's own page (a link that works without JavaScript).
 * Shared by the server (sanitizer) and the browser (the click that loads the player).
 */
export type VideoProvider = "youtube" | "vimeo";
export type Video = { provider: VideoProvider; id: string };

/** 11 characters; "videoseries" has that shape too, but is a playlist (its id is in `list=`), which we do not embed. */
const YOUTUBE_ID = /^(?!videoseries$)[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "youtube-nocookie.com"]);

/** The origins the player frames come from: the CSP's frame-src allows exactly these. */
export const VIDEO_PLAYER_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

export function isVideoId(provider: string, id: string): provider is VideoProvider {
  return (provider === "youtube" && YOUTUBE_ID.test(id)) || (provider === "vimeo" && VIMEO_ID.test(id));
}

/** An embed's src (`https://www.youtube.com/embed/<id>`, `https://player.vimeo.com/video/<id>`), or null for anything else. */
export function videoFromEmbedUrl(src: string): Video | null {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const path = url.pathname.split("/").filter(Boolean);
  if (YOUTUBE_HOSTS.has(url.hostname) && path.length === 2 && path[0] === "embed" && YOUTUBE_ID.test(path[1]!)) {
    return { provider: "youtube", id: path[1]! };
  }
  if (url.hostname === "player.vimeo.com" && path.length === 2 && path[0] === "video" && VIMEO_ID.test(path[1]!)) {
    return { provider: "vimeo", id: path[1]! };
  }
  return null;
}

/** The embed URL the sanitizer keeps (one form per video, so a second pass changes nothing). */
export function embedUrl(video: Video): string {
  return video.provider === "youtube" ? `https://www.youtube-nocookie.com/embed/${video.id}` : `https://player.vimeo.com/video/${video.id}`;
}

/** The player, started: loaded only after the reader pressed play. */
export function playerUrl(video: Video): string {
  return `${embedUrl(video)}?autoplay=1`;
}

/** The video's own page, for readers without JavaScript (and lite mode). */
export function watchUrl(video: Video): string {
  return video.provider === "youtube" ? `https://www.youtube.com/watch?v=${video.id}` : `https://vimeo.com/${video.id}`;
}

export const PROVIDER_NAME: Record<VideoProvider, string> = { youtube: "YouTube", vimeo: "Vimeo" };

/** The stock titles embed codes carry ("YouTube video player") name no video: the poster says the provider instead. */
export function meaningfulTitle(title: string | undefined): string | null {
  const text = (title ?? "").replace(/\s+/g, " ").trim();
  if (!text || /^(youtube|vimeo)( video)?( player)?$/i.test(text) || /^vimeo video player$/i.test(text)) return null;
  return text.slice(0, 200);
}
