/**
 * Article pictures: GET /media/news/{id}/{320|640|1200}.svg → a generated 16:9 SVG,
 * deterministic per article (its imageSeed picks the motif and shade, its category the
 * colours), immutable for a year. 404 for an unknown article or another width.
 */
import { mulberry32 } from "./content/generate";
import { Router } from "express";
import type { NewsroomContext } from "./context";
import { notFound, route } from "./http";
import { IMAGE_WIDTHS, imageHeight, type ImageWidth } from "./payloads";

/** Base hue per category id (1..12); others wrap around. */
const CATEGORY_HUES = [0, 355, 210, 140, 265, 45, 320, 25, 190, 290, 110, 230, 15];
const VIEW_WIDTH = 1600;
const VIEW_HEIGHT = 900;

const round = (value: number) => Math.round(value);

/** The picture's SVG text; the same seed and category always give the same bytes. */
export function articleSvg(imageSeed: number, categoryId: number, width: ImageWidth): string {
  const next = mulberry32(imageSeed * 31 + categoryId);
  const hue = (CATEGORY_HUES[categoryId % CATEGORY_HUES.length]! + round(next() * 24) - 12 + 360) % 360;
  const from = `hsl(${hue} 70% ${round(34 + next() * 10)}%)`;
  const to = `hsl(${(hue + 30 + round(next() * 40)) % 360} 65% ${round(16 + next() * 10)}%)`;
  const glowX = (0.55 + next() * 0.35).toFixed(2);
  const glowY = (0.1 + next() * 0.3).toFixed(2);
  const shapes: string[] = [];
  const motif = Math.abs(imageSeed) % 4;
  const count = 5 + Math.floor(next() * 4);
  for (let i = 0; i < count; i += 1) {
    const x = round(next() * VIEW_WIDTH);
    const y = round(next() * VIEW_HEIGHT);
    const size = round(60 + next() * 260);
    const opacity = (0.06 + next() * 0.14).toFixed(2);
    if (motif === 0) {
      shapes.push(`<circle cx="${x}" cy="${y}" r="${size}" fill="#fff" fill-opacity="${opacity}"/>`);
    } else if (motif === 1) {
      shapes.push(
        `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${round(size / 8)}" fill="#fff" fill-opacity="${opacity}" transform="rotate(${round(next() * 90)} ${x} ${y})"/>`,
      );
    } else if (motif === 2) {
      shapes.push(`<circle cx="${x}" cy="${y}" r="${size}" fill="none" stroke="#fff" stroke-width="${round(8 + next() * 24)}" stroke-opacity="${opacity}"/>`);
    } else {
      const spread = round(size * 1.4);
      shapes.push(`<path d="M${x - spread} ${VIEW_HEIGHT}L${x} ${y}L${x + spread} ${VIEW_HEIGHT}Z" fill="#fff" fill-opacity="${opacity}"/>`);
    }
  }
  const waveY = round(VIEW_HEIGHT * (0.62 + next() * 0.15));
  const wave = `<path d="M0 ${waveY}Q${VIEW_WIDTH / 4} ${waveY - 120} ${VIEW_WIDTH / 2} ${waveY}T${VIEW_WIDTH} ${waveY}V${VIEW_HEIGHT}H0Z" fill="#000" fill-opacity=".18"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${imageHeight(width)}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="l" cx="${glowX}" cy="${glowY}" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#g)"/><rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#l)"/>` +
    shapes.join("") +
    wave +
    `</svg>`
  );
}

export function imagesRoute(ctx: NewsroomContext): Router {
  const router = Router();
  router.get(
    "/media/news/:id/:file",
    route((req, res) => {
      const width = Number(/^(\d{3,4})\.svg$/.exec(req.params.file ?? "")?.[1]);
      if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) throw notFound("no such image size");
      const id = /^\d{1,10}$/.test(req.params.id ?? "") ? Number(req.params.id) : NaN;
      const facts = Number.isSafeInteger(id) ? ctx.store.imageFacts(id) : undefined;
      if (!facts) throw notFound("image not found");
      res.set({
        "Content-Type": "image/svg+xml; charset=utf-8",
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        // An SVG opened on its own must not run anything.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      });
      res.send(articleSvg(facts.image_seed, facts.category_id, width as ImageWidth));
    }),
  );
  return router;
}
