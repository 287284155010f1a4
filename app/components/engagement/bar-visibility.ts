/**
 * requirements §2, §9: the engagement bar hides when the reader scrolls down past
 * 300 px and shows again when they scroll up or come within 100 px of the top.
 * Pure, so the rule is tested apart from the browser.
 */
import { ENGAGEMENT_BAR_HIDE_AFTER, ENGAGEMENT_BAR_SHOW_WITHIN } from "../../news/limits";

export function nextBarHidden(previousY: number, y: number, hidden: boolean): boolean {
  if (y <= ENGAGEMENT_BAR_SHOW_WITHIN) return false;
  if (y > previousY && y > ENGAGEMENT_BAR_HIDE_AFTER) return true;
  if (y < previousY) return false;
  return hidden;
}
