import type { TFunction } from "./translate";

/**
 * A category's list title and description ("Sports News", "விளையாட்டு செய்திகள்"). A name that already says "news"
 * (the Tamil Breaking category, முக்கியச் செய்தி; an upstream's "Local News") is not followed by the word again: the
 * Tamil Breaking page was titled "முக்கியச் செய்தி செய்திகள்" (issue 29). Used by the list page, its feeds and the
 * article's feed links, so all three say the same.
 */
export function categoryStrings(t: TFunction, name: string): { title: string; description: string } {
  const newsWord = t("lists.categoryOfNews.newsWord").toLocaleLowerCase();
  const key = name.trim().toLocaleLowerCase().endsWith(newsWord) ? "lists.categoryOfNews" : "lists.category";
  return { title: t(`${key}.title`, { category: name.trim() }), description: t(`${key}.description`, { category: name.trim() }) };
}
