/**
 * Issue 9 (TBT on a slow phone): blocks below the first screen are not laid out or painted until the reader nears
 * them. `auto <size>` keeps the scrollbar steady (the size is remembered once rendered); find-in-page, anchors
 * (#comments) and assistive technology still see the content. It implies paint containment, which would clip
 * what overflows the block: the clip edge is moved out far enough for focus rings at its edges.
 */
export const offscreen = (estimate: string) =>
  ({ contentVisibility: "auto", containIntrinsicSize: `auto ${estimate}`, overflowClipMargin: "8px" }) as const;
