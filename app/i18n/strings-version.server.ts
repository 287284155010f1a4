import { createHash } from "node:crypto";
import { resources } from "./resources";

/**
 * Changes whenever any string changes: /locales URLs carry it, so the browser may
 * cache them for a year and still never mixes strings of two releases.
 */
export const STRINGS_VERSION = createHash("sha256").update(JSON.stringify(resources)).digest("base64url").slice(0, 10);
