/**
 * The text size control with JavaScript (issue 29 point 10): a step chosen resizes the reading column at once (the
 * stylesheet reads `<html data-text-size>`: app/styles/theme.css.ts) and marks itself pressed, while the choice is
 * posted through Remix's router as the theme toggle's is (JSON back, no navigation); the root then reloads and carries
 * the new size to every later page (app/pages/revalidation.ts). The worker is told, for its stored copies. Part of
 * the chunk every page fetches after it has loaded (app/offline/register.ts), outside the first visit's JavaScript; until then, and without
 * JavaScript, the form posts and comes back (components/article/text-size-control.server.tsx).
 */
const FORMS = 'form[action="/text-size"]';

function choose(event: SubmitEvent): void {
  const form = event.target;
  const step = event.submitter;
  if (!(form instanceof HTMLFormElement) || !form.matches(FORMS) || !(step instanceof HTMLButtonElement) || step.name !== "size") return;
  event.preventDefault();
  const size = step.value;
  if (size === "normal") document.documentElement.removeAttribute("data-text-size");
  else document.documentElement.setAttribute("data-text-size", size);
  for (const button of document.querySelectorAll<HTMLButtonElement>(`${FORMS} button[name="size"]`)) {
    button.setAttribute("aria-pressed", String(button.value === size));
  }
  const formData = new FormData();
  formData.set("size", size);
  formData.set("enhanced", "1");
  window.__remixRouter.fetch("text-size", "root", "/text-size", { formMethod: "post", formData });
  chosen?.(size === "normal" ? null : size);
}

/** Told each size chosen (the offline worker, for its stored copies). */
let chosen: ((size: string | null) => void) | undefined;

/** Listens for the control's forms on every page to come. */
export function enhanceTextSize(onChosen: (size: string | null) => void): void {
  chosen = onChosen;
  document.addEventListener("submit", choose);
}
