// Prettier (`npm run lint` checks, `npx prettier --write .` formats). 160 columns: of 120, 140 and 160, the width
// that rewrote the fewest lines of the code as it was written; Prettier's other defaults already were its style.
export default {
  printWidth: 160,
};
