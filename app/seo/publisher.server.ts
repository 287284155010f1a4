/** The site's publisher for structured data: both languages' names and the social profiles (decision 0027). */
import { getEnv } from "../config/env.server";
import { messagesFor } from "../i18n/resources";
import { sitePublisher, type Publisher } from "./json-ld";

export function publisherOf(origin: string): Publisher {
  const env = getEnv();
  return sitePublisher(origin, { en: messagesFor("en").site.name, ta: messagesFor("ta").site.name }, [
    env.FACEBOOK_URL,
    env.X_URL,
    env.INSTAGRAM_URL,
    env.YOUTUBE_URL,
  ]);
}
