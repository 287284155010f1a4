// The build's last step: notes the fingerprint of the sources it was made from (build/.inputs), so `npm start` and
// `npm test` build again exactly when a source changed (scripts/setup.mjs).
import { stampBuild } from "./setup.mjs";

stampBuild();
