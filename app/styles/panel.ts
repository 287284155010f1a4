import { vars } from "./theme.css";

/**
 * A block set apart from the page (a comment, the city picker, a notice, the error page's card):
 * the surface colour inside a hairline border. For .css.ts files; an accent edge goes after it.
 */
export const surfacePanel = (radius: string) => ({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: radius }) as const;
