/**
 * Events React answers at once ("discrete" ones): one that reaches React while the document is still to be
 * hydrated makes React hydrate the whole document synchronously, there and then. Remix's first render suspends
 * until its streamed loader data is decoded, and a synchronous render that suspends outside any Suspense
 * boundary ends in React error #345 ("Root did not complete"): the page then never hydrates (issue 19 §9; a tap
 * in the few milliseconds after hydration starts was enough). Until the root's first commit these events are
 * kept from React (app/entry.client.tsx): the browser does what it does without JavaScript (a link loads its page,
 * a form posts), as it did a moment before the scripts arrived.
 *
 * Every event React 18 hydrates synchronously for (its `discreteReplayableEvents`, held-until-hydrated.test.ts
 * reads them from react-dom) is here: `textInput`, which Chromium sends with a field's typed text before `input`,
 * was not, and a reader typing into the Tamil contact form as its scripts started left it unhydrated (issue 27, seen
 * in a fresh-clone run). The focus and `beforeinput` events are held too, so a field's state does not start halfway.
 */
export const HELD_UNTIL_HYDRATED = [
  "click",
  "auxclick",
  "dblclick",
  "contextmenu",
  "keydown",
  "keypress",
  "keyup",
  "beforeinput",
  "textInput",
  "input",
  "change",
  "submit",
  "reset",
  "pointerdown",
  "pointerup",
  "pointercancel",
  "mousedown",
  "mouseup",
  "touchstart",
  "touchend",
  "touchcancel",
  "dragstart",
  "dragend",
  "drop",
  "focusin",
  "focusout",
  "compositionstart",
  "compositionend",
  "copy",
  "cut",
  "paste",
] as const;
