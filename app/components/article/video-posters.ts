/**
 * Video posters in an article body (decision 0028): the sanitizer leaves each YouTube or Vimeo embed as a
 * link to the video's page (which is what it stays without JavaScript). With JavaScript, pressing it puts
 * the player there instead, started: nothing is asked of the video's site until the reader asks for it.
 * The body is server HTML kept as it is (an island), so this listens on the body, not on React elements.
 */
import { useEffect, type RefObject } from "react";
import { isVideoId, playerUrl } from "../../news/video-embed";

const VIDEO_FRAME_CLASS = "video-frame";

export function useVideoPosters(body: RefObject<HTMLElement>): void {
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      // A new tab or window (modifier keys, middle button) is the link's own business: the video's page.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const poster = (event.target as Element | null)?.closest<HTMLAnchorElement>("a.video-poster");
      if (!poster || !element.contains(poster)) return;
      const provider = poster.dataset.video ?? "";
      const id = poster.dataset.videoId ?? "";
      // Checked again here: the player's address is built only from an id of the strict form.
      if (!isVideoId(provider, id)) return;
      event.preventDefault();
      const frame = document.createElement("iframe");
      frame.src = playerUrl({ provider, id });
      frame.title = poster.dataset.videoTitle || (poster.textContent ?? "").trim();
      frame.allow = "autoplay; encrypted-media; fullscreen; picture-in-picture";
      frame.allowFullscreen = true;
      frame.className = VIDEO_FRAME_CLASS;
      poster.replaceWith(frame);
      // The keyboard reader who pressed Enter is now on the player, not lost at the top of the page.
      frame.focus();
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [body]);
}
