/** One story of "Most read" (issue 29), as the page renders it: app/analytics/most-read.server.ts finds them. */
export type MostReadStory = { id: string; href: string; title: string };
