/**
 * The hydration starter (issue 9, decision 0021): browser code, inlined with the render's CSP nonce into every page
 * right after Remix's module script, which app/wire/html-stream.server.ts writes inert together with its
 * modulepreloads. It is not imported by the browser bundle: app/wire/build/compile-starter.mjs compiles
 * `startScripts()` into the small ES5 IIFE that `START_SCRIPTS` (start-scripts.compiled.ts) holds.
 *
 * Once the browser reports the page's first contentful paint (a PerformanceObserver; the frame's own callbacks run
 * before the frame is on screen), each `<template data-kn-modulepreload>` becomes the `<link rel="modulepreload">` it
 * stood for, one to a task, and then the inert `<script type="text/x-kn-module">` becomes a module script. Each
 * preload costs the browser a few milliseconds (it starts the request): all ~27 at once was one 15 ms task here, and
 * six to a task still made tasks of 10–30 ms in Lighthouse's traces, four times that on its simulated phone, after
 * the first paint (decision 0021). A hidden tab paints nothing and starts at once; a browser without paint timing
 * waits one frame; after 3 s without a paint the scripts start anyway.
 *
 * It runs in every browser that gets a page, before anything checks what the browser can do, so it is written in
 * what ES5 has (`var`, functions, `[].slice.call`): the compile targets ES5 and fails on anything it cannot lower.
 */
/* eslint-disable no-var -- ES5 on purpose (above) */

export function startScripts(): void {
  var started = false;

  /** Puts the preloads back, one per task, then the module script; runs once. */
  function go(): void {
    if (started) return;
    started = true;
    var templates: Element[] = [].slice.call(document.querySelectorAll("template[data-kn-modulepreload]"));
    var done = 0;
    (function next(): void {
      var template = templates[done++];
      if (template) {
        var link = document.createElement("link");
        link.rel = "modulepreload";
        // The selector found it by this attribute, and a template found in the document has a parent.
        link.href = template.getAttribute("data-kn-modulepreload")!;
        template.parentNode!.replaceChild(link, template);
      }
      if (done < templates.length) {
        setTimeout(next, 0);
        return;
      }
      var script = document.querySelector<HTMLScriptElement>('script[type="text/x-kn-module"]');
      if (script) {
        // A script whose type was not JavaScript when the parser met it runs once its type and text are set again.
        script.type = "module";
        // eslint-disable-next-line no-self-assign -- setting the text again is what makes it run
        script.textContent = script.textContent;
      }
    })();
  }

  // Older browsers have no PerformanceObserver, or one without `supportedEntryTypes`: the DOM types say otherwise.
  var Observer: typeof PerformanceObserver | undefined = window.PerformanceObserver;
  var entryTypes: readonly string[] | undefined = Observer && Observer.supportedEntryTypes;
  if (document.visibilityState !== "visible") setTimeout(go, 0);
  else if (Observer && entryTypes && entryTypes.indexOf("paint") >= 0) {
    new Observer(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        setTimeout(go, 0);
      }
    }).observe({ type: "paint", buffered: true });
    // A paint the browser never reports: some hide it, e.g. for a page opened in the background.
    setTimeout(go, 3000);
  } else
    requestAnimationFrame(function () {
      setTimeout(go, 0);
    });
}
