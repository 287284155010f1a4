/**
 * The footer's outside links (requirements §2: app-store badges, social links). The
 * addresses are the operator's, read from the validated environment
 * (app/config/env.server.ts: APP_STORE_URL, PLAY_STORE_URL, FACEBOOK_URL, X_URL,
 * INSTAGRAM_URL, YOUTUBE_URL, WHATSAPP_CHANNEL_URL), each with a default.
 */
import { getEnv } from "../config/env.server";
import type { FooterLinks } from "./footer";

export function getFooterLinks(): FooterLinks {
  const env = getEnv();
  return {
    appStore: env.APP_STORE_URL,
    playStore: env.PLAY_STORE_URL,
    facebook: env.FACEBOOK_URL,
    x: env.X_URL,
    instagram: env.INSTAGRAM_URL,
    youtube: env.YOUTUBE_URL,
    whatsapp: env.WHATSAPP_CHANNEL_URL,
  };
}
