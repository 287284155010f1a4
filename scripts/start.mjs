// `npm start`: install if needed, build if needed, then serve the site (with the
// embedded newsroom, seeded on first start, unless upstream URLs are set).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, ensureBuild, ensureDependencies } from "./setup.mjs";

ensureDependencies();
ensureBuild();
process.env.NODE_ENV ??= "production";
process.chdir(ROOT);
const server = await import(pathToFileURL(path.join(ROOT, "build/server.js")).href);
await server.main();
