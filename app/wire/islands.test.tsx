// @vitest-environment jsdom
/**
 * KeptHtml (decision 0020) in a real React DOM: hydrating over the server's HTML keeps it untouched until an input
 * changes, and a fresh render in the browser (what React does when hydration fails) shows the content anyway.
 */
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { KeptHtml } from "./islands";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Panel({ city, label }: { city: string; label: string }) {
  return (
    <MemoryRouter>
      <KeptHtml className="panel" inputs={[city]}>
        <a href={`/city/${city}`}>{label}</a>
      </KeptHtml>
    </MemoryRouter>
  );
}

describe("KeptHtml", () => {
  it("keeps the server's HTML while hydrating and while its inputs stay the same, then renders from data", async () => {
    const container = document.createElement("div");
    // As the server sent it; the browser's render would say otherwise, so a hydrated copy would show "from data".
    container.innerHTML = '<div class="panel"><a href="/city/vellore">Vellore, from the server</a></div>';
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <Panel city="vellore" label="Vellore, from data" />));
    expect(container.querySelector("a")?.textContent).toBe("Vellore, from the server");

    await act(async () => root.render(<Panel city="vellore" label="Vellore, from data" />));
    expect(container.querySelector("a")?.textContent).toBe("Vellore, from the server");

    await act(async () => root.render(<Panel city="salem" label="Salem, from data" />));
    expect(container.querySelector("a")?.getAttribute("href")).toBe("/city/salem");
    expect(container.querySelector("a")?.textContent).toBe("Salem, from data");
    expect(container.querySelectorAll(".panel")).toHaveLength(1);
    await act(async () => root.unmount());
    container.remove();
  });

  it("renders its content when there was no server HTML to keep (a page rendered afresh in the browser)", () => {
    render(<Panel city="vellore" label="Vellore" />);
    expect(screen.getByRole("link", { name: "Vellore" }).getAttribute("href")).toBe("/city/vellore");
  });
});
