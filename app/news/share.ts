/**
 * Share links of an article (requirements §2: WhatsApp, Telegram, Facebook, Twitter/X).
 * Plain links that open each network's own share page: no script of theirs is
 * loaded, and they work without JavaScript. Pure.
 */
export type ShareNetwork = "whatsapp" | "telegram" | "facebook" | "x";

export type ShareLink = { network: ShareNetwork; href: string };

export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { network: "whatsapp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: "telegram", href: `https://t.me/share/url?url=${u}&text=${text}` },
    { network: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "x", href: `https://x.com/intent/tweet?url=${u}&text=${text}` },
  ];
}
