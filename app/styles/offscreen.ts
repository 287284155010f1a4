/**
 * Issue 9 (TBT on a slow phone): blocks below the first screen are not laid out or painted until the reader nears
 * them. `auto <size>` keeps the scrollbar steady (the size is remembered once rendered); find-in-page, anchors
 * (#comments) and assistive technology still see the content. It implies paint containment, which would clip
 * what overflows the block: the clip edge is moved out far enough for focus rings at its edges.
 * The estimate is a height only: a skipped block's width comes from its container. A `contain-intrinsic-size` of one
 * length is a width too, and a skipped card in a phone's one-column grid then widened the column to it (issue 2:
 * lists 420px wide in English, 520px in Tamil, on a 412px phone).
 */
export const offscreen = (estimate: string) =>
  ({ contentVisibility: "auto", containIntrinsicBlockSize: `auto ${estimate}`, overflowClipMargin: "8px" }) as const;
